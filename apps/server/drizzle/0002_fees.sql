-- Fee list (issue 12): search by a part of the UTR.
CREATE INDEX "applications_utr_trgm_idx" ON "applications" USING gin ("utr_du_number" gin_trgm_ops);