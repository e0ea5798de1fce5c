/**
 * The `t` a shared module words its sentences with (decision 035): the web's or the server's,
 * bound to the namespace the module names in its `@i18n-namespace` comment. Without one a module
 * speaks English (its texts are the keys), as on the server where no language applies.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * English without a catalogue, as i18next gives it: the key with its `{{placeholders}}` filled,
 * and `defaultValue_other` when `count` is not 1 (`t("{{count}} point", { count, defaultValue_other: "{{count}} points" })`).
 */
export const english: Translate = (key, options = {}) => {
  const other = options.defaultValue_other;
  const text = typeof options.count === "number" && options.count !== 1 && typeof other === "string" ? other : key;
  // As i18next: a value not given leaves its placeholder; one given as null or undefined is said as nothing.
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (!(name in options)) return whole;
    const value = options[name];
    return value == null ? "" : String(value);
  });
};
