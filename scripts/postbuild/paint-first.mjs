// @ts-check
/**
 * Step 3: every page paints before the framework's JavaScript is fetched.
 *
 * Next puts its chunks in the head as `<script async>` (plus low-priority preloads). The browser
 * requests them at once, so on a slow phone they compete with the stylesheet and fonts for the
 * first bytes, and on a fast one they run before the first paint. Every page is fully pre-rendered
 * and readable without scripts, so this step removes those tags and adds one small inline loader
 * that appends the same scripts, in the same order and with the same `integrity`, once the first
 * contentful paint has happened. The `nomodule` polyfill tag stays: modern browsers never fetch it.
 */
import { PUSH_FLIGHT_DATA } from "./flight-data.mjs";
import { PostbuildError, append, attr, bodyOf, createElement, findAll, remove, textOf } from "./html.mjs";
import {
  STATIC_URL_PREFIX,
  YIELD_BEFORE_HYDRATION,
  isFrameworkPreload,
  isFrameworkScript,
} from "./next-output.mjs";

/** @typedef {import("./html.mjs").Document} Document */
/** @typedef {import("./html.mjs").Element} Element */
/**
 * A framework script as the loader adds it: its address, and Next's SRI attributes when on.
 * @typedef {{ src: string, integrity?: string, crossOrigin?: string }} ScriptSource
 */

export const LOADER_ATTRIBUTE = "data-paint-first";

/** @param {Element} node */
export function isPaintFirstLoader(node) {
  return node.tagName === "script" && attr(node, LOADER_ATTRIBUTE) !== null;
}

/**
 * The loader starts the requests once the browser reports the first contentful paint (a paint
 * observer, so the page really is on screen), after 3 s at the latest, and at once in a hidden tab
 * (it gets no paints) or a browser without paint timing. Each script is added in a task of its own
 * (a message to itself, which unlike a timer is never clamped): starting a request costs the main
 * thread a few milliseconds while the page is still loading, several times that on a phone, so all
 * of them in one task would make one long task. Before the first, it hands Next the page's flight
 * data (flight-data.mjs) and queues an empty "beforeInteractive" script (YIELD_BEFORE_HYDRATION in
 * next-output.mjs): Next otherwise compiles its last chunk, starts its modules and hydrates in one
 * task, one of the page's longest after the first paint; the timer Next waits for after that entry
 * splits it in two and lets the browser paint and answer input between the halves.
 * @param {ScriptSource[]} scripts
 */
export function loaderSource(scripts) {
  return (
    "(function(s){var done=false;function l(){if(done)return;done=true;" +
    YIELD_BEFORE_HYDRATION +
    PUSH_FLIGHT_DATA +
    "var i=0,c=new MessageChannel();" +
    "c.port1.onmessage=a;a();function a(){var u=s[i++];if(!u)return;" +
    "var e=document.createElement('script');e.src=u.src;if(u.integrity)e.integrity=u.integrity;" +
    "if(u.crossOrigin!=null)e.crossOrigin=u.crossOrigin;e.async=true;document.head.appendChild(e);" +
    "c.port2.postMessage(0)}}" +
    "if(document.visibilityState==='hidden')return l();setTimeout(l,3000);" +
    "try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){" +
    "if(e.name==='first-contentful-paint')setTimeout(l,0)})}).observe({type:'paint',buffered:true})}" +
    "catch(e){l()}})(" +
    JSON.stringify(scripts).replace(/</g, "\\u003c") +
    ")"
  );
}

/**
 * The framework scripts' tags as sources the loader (or the compile hints) can use.
 * @param {Element[]} scripts
 * @returns {ScriptSource[]}
 */
export function scriptSources(scripts) {
  return scripts.map((node) => {
    /** @type {ScriptSource} */
    const source = { src: attr(node, "src") ?? "" };
    const integrity = attr(node, "integrity");
    const crossOrigin = attr(node, "crossorigin");
    if (integrity !== null) source.integrity = integrity;
    if (crossOrigin !== null) source.crossOrigin = crossOrigin;
    return source;
  });
}

/**
 * Moves the framework scripts into the loader; returns how many moved (0 on a page already done).
 * @param {Document} document
 * @param {string} file
 */
export function deferFrameworkScripts(document, file) {
  const scripts = findAll(document, isFrameworkScript);
  const loaders = findAll(document, isPaintFirstLoader);
  if (loaders.length > 0 && scripts.length > 0) {
    throw new PostbuildError(
      file,
      `has a paint-first loader and still ${scripts.length} framework <script> tags outside it`,
    );
  }
  if (loaders.length > 0) return 0;
  if (scripts.length === 0) {
    throw new PostbuildError(file, `found no framework <script src="${STATIC_URL_PREFIX}…"> tags to defer`);
  }

  const sources = scriptSources(scripts);
  for (const node of scripts) remove(node);
  for (const node of findAll(document, isFrameworkPreload)) remove(node);
  append(bodyOf(document, file), createElement("script", { [LOADER_ATTRIBUTE]: "" }, loaderSource(sources)));
  return scripts.length;
}

/**
 * The scripts a loader will append, read back from its source (for the checks and the tests).
 * @param {Element} node
 * @returns {ScriptSource[]}
 */
export function loaderSources(node) {
  const match = /\}\)\((\[.*\])\)$/s.exec(textOf(node));
  return match?.[1] ? JSON.parse(match[1]) : [];
}
