import { createHighlighterCoreSync, type HighlighterCore, type ThemedToken } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import bash from "shiki/langs/shellscript.mjs";
import c from "shiki/langs/c.mjs";
import cpp from "shiki/langs/cpp.mjs";
import csharp from "shiki/langs/csharp.mjs";
import css from "shiki/langs/css.mjs";
import diff from "shiki/langs/diff.mjs";
import docker from "shiki/langs/docker.mjs";
import go from "shiki/langs/go.mjs";
import graphql from "shiki/langs/graphql.mjs";
import html from "shiki/langs/html.mjs";
import ini from "shiki/langs/ini.mjs";
import java from "shiki/langs/java.mjs";
import javascript from "shiki/langs/javascript.mjs";
import json from "shiki/langs/json.mjs";
import jsonc from "shiki/langs/jsonc.mjs";
import jsx from "shiki/langs/jsx.mjs";
import kotlin from "shiki/langs/kotlin.mjs";
import lua from "shiki/langs/lua.mjs";
import markdown from "shiki/langs/markdown.mjs";
import php from "shiki/langs/php.mjs";
import powershell from "shiki/langs/powershell.mjs";
import python from "shiki/langs/python.mjs";
import ruby from "shiki/langs/ruby.mjs";
import rust from "shiki/langs/rust.mjs";
import scss from "shiki/langs/scss.mjs";
import shellsession from "shiki/langs/shellsession.mjs";
import sql from "shiki/langs/sql.mjs";
import swift from "shiki/langs/swift.mjs";
import toml from "shiki/langs/toml.mjs";
import tsx from "shiki/langs/tsx.mjs";
import typescript from "shiki/langs/typescript.mjs";
import xml from "shiki/langs/xml.mjs";
import yaml from "shiki/langs/yaml.mjs";
import { memoByStringWithin } from "../../../string-memo";
import githubLight from "shiki/themes/github-light.mjs";
import lightPlus from "shiki/themes/light-plus.mjs";
import minLight from "shiki/themes/min-light.mjs";
import oneLight from "shiki/themes/one-light.mjs";
import slackOchin from "shiki/themes/slack-ochin.mjs";
import vitesseLight from "shiki/themes/vitesse-light.mjs";

// Markdown conversion is synchronous (it runs in worker threads), so Shiki is used through its
// synchronous core with the JavaScript regex engine (no WASM to await). Languages and themes are a
// fixed, statically imported set: every grammar costs memory and its regexes are compiled on first
// use, so an unbounded set would let one document make every thread compile hundreds of grammars.

// prettier-ignore
const LANGUAGES = [
  bash, c, cpp, csharp, css, diff, docker, go, graphql, html, ini, java, javascript, json, jsonc, jsx, kotlin, lua,
  markdown, php, powershell, python, ruby, rust, scss, shellsession, sql, swift, toml, tsx, typescript, xml, yaml,
];

/** The code themes a built-in theme may ask for; anything else falls back to the first. */
const THEMES = [githubLight, minLight, oneLight, vitesseLight, slackOchin, lightPlus];
export const FALLBACK_CODE_THEME = "github-light";

/** Names people write after the fence that Shiki does not list as aliases. */
const EXTRA_ALIASES: Record<string, string> = {
  dockerfile: "docker",
  console: "shellsession",
  "c++": "cpp",
  golang: "go",
  "c#": "csharp",
  plaintext: "",
  text: "",
};

let highlighter: HighlighterCore | undefined;
let known: Set<string> | undefined;
const themeIds = new Set(THEMES.map((theme) => theme.name));

function instance(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({ themes: THEMES, langs: LANGUAGES, engine: createJavaScriptRegexEngine() });
  return highlighter;
}

/** The loaded language id for a fence's info string, or undefined when it is not one we highlight. */
export function resolveLanguage(name: string): string | undefined {
  const lower = name.toLowerCase();
  const mapped = lower in EXTRA_ALIASES ? EXTRA_ALIASES[lower] : lower;
  if (!mapped) return undefined;
  known ??= new Set(instance().getLoadedLanguages());
  return known.has(mapped) ? mapped : undefined;
}

export function resolveCodeTheme(id: string | undefined): string {
  return id && themeIds.has(id) ? id : FALLBACK_CODE_THEME;
}

export interface HighlightedCode {
  lines: ThemedToken[][];
  /** Default foreground of the theme, for text outside any token colour. */
  foreground: string | undefined;
}

// Documents are often rendered again with most of their code unchanged (drafts, templates,
// retries): a block's tokens are kept per thread, ~2 MB of code at most. Tokenising was ~6% of a
// 170 KB report's conversion (42 blocks); a block seen before costs a map lookup.
const tokenizeOnce = memoByStringWithin(2_000_000, (key: string): HighlightedCode => {
  // Theme and language ids never hold NUL; the code may.
  const afterTheme = key.indexOf("\0");
  const afterLanguage = key.indexOf("\0", afterTheme + 1);
  return tokenizeUncached(key.slice(afterLanguage + 1), key.slice(afterTheme + 1, afterLanguage), key.slice(0, afterTheme));
});

/** Read-only: the same tokens come back for the same block, theme and language. */
export function tokenize(code: string, language: string, theme: string): HighlightedCode {
  return tokenizeOnce(`${theme}\0${language}\0${code}`);
}

function tokenizeUncached(code: string, language: string, theme: string): HighlightedCode {
  // Minified one-line files gain nothing from colour and are where tokenising gets slow. The
  // per-line time limit (Shiki's default is 500 ms) also covers compiling a grammar's regexes on
  // first use, which on a busy machine can take seconds for big grammars (C++): with the default,
  // the first line of a thread's first block came out as one mis-coloured token. The render
  // budget still bounds the whole conversion.
  const result = instance().codeToTokens(code, { lang: language, theme, tokenizeMaxLineLength: 2_000, tokenizeTimeLimit: 10_000 });
  return { lines: result.tokens, foreground: result.fg };
}
