// The reference page: Swagger UI on this service's own /openapi.json (relative to /docs, so
// the page works behind a path prefix too). No inline code: the page's CSP allows none.
"use strict";
window.addEventListener("load", function () {
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    url: new URL(root.dataset.spec, document.baseURI).href,
    domNode: root,
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    // The spec's validator badge would call a third-party site.
    validatorUrl: null,
  });
});
