import { useParams } from "react-router";
import { FeeDetailScreen } from "../../../features/fees/index.ts";

/** /fee-details/{id}: one fee payment with its receipt and verification (spec 001 §2). */
export function FeeDetailPage() {
  const { id = "" } = useParams();
  // Keyed by id: a link to another application's record starts with closed dialogs.
  return <FeeDetailScreen key={id} id={id} />;
}
