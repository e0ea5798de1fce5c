import { z } from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { email } from "./common.ts";

const name = z.string({ message: "All fields are required" }).trim().min(1, "All fields are required").max(120);

export const createCoordinatorBody = z.object({
  name,
  email,
  mis: z.string({ message: "All fields are required" }).trim().min(1, "All fields are required").max(64),
  departments: z
    .array(z.enum(DEPARTMENT_NAMES, { message: "Unknown department" }), {
      message: "Please select at least one department",
    })
    .min(1, "Please select at least one department")
    .transform((d) => [...new Set(d)]),
});

export const createAccountCoordinatorBody = z.object({ name, email });
