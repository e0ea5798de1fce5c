import { lazy, Suspense } from "react";
import { LoadingScreen } from "../../components/loading-screen.tsx";

// Its own chunk: only a candidate behind a newer privacy notice downloads it.
const Gate = lazy(async () => ({ default: (await import("./consent-gate.tsx")).ConsentGate }));

/** The newer privacy notice to agree to, in place of the page (issue 28). */
export function ConsentRequired() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Gate />
    </Suspense>
  );
}
