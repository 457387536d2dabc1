import { useEffect, useState } from "react";
import { Icon, type IconShape } from "~/components/ui/icon";
import { monitor, moon, sun } from "~/components/ui/icons/header";
import { applyTheme, DEFAULT_THEME, readStoredTheme, THEME_STORAGE_KEY, type Theme } from "./theme";

const next: Record<Theme, Theme> = { light: "dark", dark: "system", system: "light" };
const label: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

/** Cycles light → dark → system. In "system" the page follows the operating system as it changes. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME);

  useEffect(() => setTheme(readStoredTheme()), []);

  useEffect(() => {
    if (theme !== "system") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyTheme("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [theme]);

  const choose = () => {
    const chosen = next[theme];
    setTheme(chosen);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, chosen);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
    applyTheme(chosen);
  };

  return (
    <button
      type="button"
      onClick={choose}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      aria-label={`Theme: ${label[theme]}. Switch to ${label[next[theme]]}`}
      title={`Theme: ${label[theme]}`}
    >
      <ThemeIcon theme={theme} />
    </button>
  );
}

const themeIcons: Record<Theme, IconShape> = { light: sun, dark: moon, system: monitor };

function ThemeIcon({ theme }: { theme: Theme }) {
  return <Icon icon={themeIcons[theme]} />;
}
