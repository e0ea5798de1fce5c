// The site feature's public face.
export { type SiteInfo, useSiteInfo, useUploadLimit } from "./api.ts";
export { InstitutionFooter } from "./institution-footer.tsx";
