import { english } from "@phd/shared";
import { act, render, screen } from "@testing-library/react";
import fc from "fast-check";
import i18next from "i18next";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { expectLinkTo } from "../test/lists.ts";
import { chooseLanguage, currentLanguage, fixedT, Trans, useLanguage, useTranslation } from "./i18n.ts";

// English pages run without i18next (the public home stays in its JavaScript budget): their `t`
// must say exactly what i18next would with no catalogue, and `Trans` must place the same words.
afterEach(async () => {
  await act(() => chooseLanguage("en", { byUser: false }));
});

const reference = i18next.createInstance();
await reference.init({
  lng: "en",
  fallbackLng: "en",
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  resources: {},
});

describe("English without i18next", () => {
  it.each([
    ["Plain sentence.", {}],
    ["Hello {{name}} and {{other}}", { name: "Asha" }],
    ["{{count}} point", { count: 1, defaultValue_other: "{{count}} points" }],
    ["{{count}} point", { count: 0, defaultValue_other: "{{count}} points" }],
    ["{{count}} point", { count: 2 }],
    ["a.b: c {{x}}", { x: 0 }],
    ["x {{o}}", { o: { a: 1 } }],
    ["x {{n}}", { n: null }],
    ["x {{u}}", { u: undefined }],
    [
      "Fee of {{amount}} for {{count}} candidate",
      { amount: "₹1,000", count: 3, defaultValue_other: "Fee of {{amount}} for {{count}} candidates" },
    ],
  ] as [string, Record<string, unknown>][])("%s %o", (key, options) => {
    expect(english(key, options)).toBe(reference.t(key, options));
  });

  it("says what i18next says for any sentence and values", () => {
    // Names i18next reads as options, not values (the portal never interpolates them): a value
    // named `ns` picks a namespace (counterexample ["", { ns: -1 }] of a gate run).
    const optionNames = new Set(["ns", "lng", "lngs", "count"]);
    const word = fc.stringMatching(/^[a-z]{1,6}$/).filter((w) => !optionNames.has(w));
    fc.assert(
      fc.property(
        fc
          .array(
            fc.oneof(
              fc.string(),
              word.map((w) => `{{${w}}}`),
            ),
            { maxLength: 6 },
          )
          .map((p) => p.join(" ")),
        fc.dictionary(word, fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined))),
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        (key, values, count) => {
          const options = count === undefined ? values : { ...values, count, defaultValue_other: `${key} (many)` };
          expect(english(key, options)).toBe(reference.t(key, options));
        },
      ),
    );
  });

  it("needs no catalogue: the first render shows English at once", () => {
    function Greeting() {
      const { t } = useTranslation("public");
      return <p>{t("Welcome, {{name}}", { name: "Asha" })}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText("Welcome, Asha")).toBeVisible();
    expect(currentLanguage()).toBe("en");
  });
});

describe("Trans", () => {
  const link = <a href="/register">placeholder text replaced</a>;

  it("turns each tag of the sentence into its component with the words inside", () => {
    render(
      <p data-testid="line">
        <Trans
          t={fixedT()}
          i18nKey="Withdraw application <b>{{id}}</b> to {{department}}? <a>Read more</a>"
          values={{ id: "PHD-7", department: "Civil Engineering" }}
          components={{ b: <b />, a: link }}
        />
      </p>,
    );
    expect(screen.getByTestId("line")).toHaveTextContent("Withdraw application PHD-7 to Civil Engineering? Read more");
    expect(screen.getByText("PHD-7").tagName).toBe("B");
    expectLinkTo("Read more", "/register");
  });

  it("leaves a tag it has no component for as text", () => {
    render(
      <p data-testid="line">
        <Trans t={fixedT()} i18nKey="A <x>b</x> c" components={{}} />
      </p>,
    );
    expect(screen.getByTestId("line")).toHaveTextContent("A <x>b</x> c");
  });

  it("places the translated words in the same components (Hindi)", async () => {
    function Line() {
      const { t } = useTranslation("public");
      return (
        <p data-testid="line">
          <Trans t={t} i18nKey="New candidate? <a>Register here</a>" components={{ a: link }} />
        </p>
      );
    }
    await act(() => chooseLanguage("hi", { byUser: false }));
    render(
      <Suspense fallback={<span>loading</span>}>
        <Line />
      </Suspense>,
    );
    const registerLink = await screen.findByRole("link");
    expect(registerLink).toHaveAttribute("href", "/register");
    expect(registerLink.textContent).toMatch(/[\u0900-\u097F]/);
    expect(screen.getByTestId("line").textContent).not.toContain("Register here");
  });
});

describe("changing the language", () => {
  function Shown() {
    const { t } = useTranslation("common");
    const language = useLanguage();
    return (
      <p data-testid="shown">
        {language}: {t("Close")}
      </p>
    );
  }

  it("re-renders what is on screen, loading i18next and the catalogues first", async () => {
    render(
      <Suspense fallback={<span>loading</span>}>
        <Shown />
      </Suspense>,
    );
    expect(screen.getByTestId("shown")).toHaveTextContent("en: Close");
    await act(() => chooseLanguage("mr", { byUser: false }));
    expect(await screen.findByTestId("shown")).toHaveTextContent("mr: बंद करा");
    expect(document.documentElement.lang).toBe("mr");
    await act(() => chooseLanguage("en", { byUser: false }));
    expect(screen.getByTestId("shown")).toHaveTextContent("en: Close");
    expect(document.documentElement.lang).toBe("en");
  });

  it("suspends a page whose namespace is not loaded yet, then shows it translated", async () => {
    await act(() => chooseLanguage("hi", { byUser: false }));
    function Page() {
      const { t } = useTranslation("admin");
      return <h1>{t("Manage Announcements")}</h1>;
    }
    render(
      <Suspense fallback={<span>loading</span>}>
        <Page />
      </Suspense>,
    );
    const heading = await screen.findByRole("heading");
    expect(heading.textContent).toMatch(/[\u0900-\u097F]/);
  });
});
