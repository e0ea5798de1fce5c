import { useParams } from "react-router";
import { ApplicationReviewScreen } from "../../../features/review/index.ts";

/** /view-application/{id}: the coordinator reviews one application (spec 001 §2). */
export function ApplicationReviewPage() {
  const { id = "" } = useParams();
  return <ApplicationReviewScreen id={id} />;
}
