/*
 * Runs in <head> before the body is parsed: a tap on a button before React has taken over the page
 * (the framework scripts start after the first paint, so on a phone on a slow network the page is
 * on screen about a second before its islands answer) is kept and given to the button once the
 * page is hydrated (<html data-hydrated>, components/layout/hydration-mark.tsx), instead of being
 * lost. Only the last such tap is kept: two taps on the menu button must not open and close it.
 * Links need none of this (they work without JavaScript); a form's submit button is left alone.
 * Without JavaScript nothing runs.
 */
const HYDRATED_ATTRIBUTE = "data-hydrated";

const script = `(function(){var h=document.documentElement,tap=null;function early(e){if(h.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;var b=e.target&&e.target.closest?e.target.closest("button"):null;if(!b||b.disabled||(b.type==="submit"&&b.form))return;e.stopPropagation();tap=b}addEventListener("click",early,true);new MutationObserver(function(m,o){if(!h.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;o.disconnect();removeEventListener("click",early,true);var b=tap;tap=null;if(b&&b.isConnected)b.click()}).observe(h,{attributes:true,attributeFilter:["${HYDRATED_ATTRIBUTE}"]})})()`;

export function EarlyTapScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
