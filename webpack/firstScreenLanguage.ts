import { firstScreenTemplateId } from '../src/app/firstScreenIds';

/**
 * The inline scripts that put the first screen in the cook's language before the first paint, on any host (the
 * app's own server, a static host, the service worker: all serve the one index.html). The page holds the first
 * screen in the source language in #root, and each other language's after it, in a <template>.
 */

/** The attribute <html> carries while #root still holds another language's first screen (hidden meanwhile). */
const WAITING = 'data-first-screen';

/** Keeps #root unpainted while it holds the wrong language's screen: nothing flashes in English. */
export const WAITING_STYLE = `html[${WAITING}] #root{visibility:hidden}`;

/**
 * For <head>: the page's language as the store's first state will have it (the saved one while it is offered,
 * else the first of the browser's languages offered, by its main tag, else the source language: languageSlice,
 * languageStorage and languageOfBrowser, which a test holds it to), as <html lang>, and the page's title in it;
 * marks the page waiting when that is not the language #root was prerendered in.
 */
export const chooseFirstScreenLanguage = (
  titles: Readonly<Record<string, string>>,
  source: string,
  storageKey: string,
) =>
  `(function(){var h=document.documentElement,t=${JSON.stringify(titles)},o=Object.keys(t),l=null;` +
  `try{l=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}` +
  `if(o.indexOf(l)<0){l=${JSON.stringify(source)};var b=navigator.languages||[navigator.language];` +
  `for(var i=0;i<b.length;i++){var m=String(b[i]).toLowerCase().split("-")[0];if(o.indexOf(m)>=0){l=m;break}}}` +
  `if(l!==h.lang){h.lang=l;document.title=t[l];h.setAttribute("${WAITING}","")}})()`;

/**
 * For after the templates: moves the chosen language's first screen into #root, and shows it. Without a
 * template for it (never, in a built page), the page stays in the source language, and says so in <html lang>.
 */
export const showFirstScreenLanguage = (source: string) =>
  `(function(){var h=document.documentElement;if(!h.hasAttribute("${WAITING}"))return;` +
  `var t=document.getElementById(${JSON.stringify(firstScreenTemplateId(''))}+h.lang);` +
  `if(t)document.getElementById("root").replaceChildren(t.content);else h.lang=${JSON.stringify(source)};` +
  `h.removeAttribute("${WAITING}")})()`;
