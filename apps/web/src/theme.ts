import { createTheme } from "@mantine/core";

/** One theme for the whole portal: a calm university blue, readable sizes, rounded controls. */
export const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
  components: {
    Button: { defaultProps: { radius: "md" } },
    Paper: { defaultProps: { radius: "md" } },
  },
});
