/**
 * The HTML page template (Docusaurus `ssrTemplate`, Eta syntax). Same as Docusaurus 3.6.3's
 * default template but for one thing: the two entry scripts (runtime and main, ~130 KB gzip) are
 * requested only after the browser has painted the server-rendered page.
 *
 * With the default `<script defer>` in the head, the scripts compete with the stylesheet and the
 * HTML for the connection, and the browser runs them as soon as the HTML is parsed, often before
 * the first full paint: on a phone the page's text then appears only after ~300 ms of script
 * evaluation. Here a small inline script at the end of the body appends them (in order) in the
 * first task after the next frame; a timer starts them anyway if no frame comes (a page opened in
 * a background tab). The text comes first, the page becomes interactive a moment later.
 */
const startScripts = [
  '(function(urls){',
  'var started=false;',
  'function start(){if(started)return;started=true;urls.forEach(function(url){',
  "var script=document.createElement('script');script.src=url;script.async=false;document.body.appendChild(script);",
  '});}',
  "if(typeof requestAnimationFrame==='function')requestAnimationFrame(function(){setTimeout(start,0);});",
  'setTimeout(start,1000);',
  '})',
].join('');

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startScripts}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
