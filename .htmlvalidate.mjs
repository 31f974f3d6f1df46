// html-validate for every page test: the recommended preset, plus the WebMCP declarative attributes.
//
// The fit form is also a tool for browser agents (WebMCP declarative API: github.com/webmachinelearning/webmcp,
// declarative-api-explainer.md, and Chrome's "Declarative API" docs). Its attributes are not in HTML yet, so
// they are declared here with the values they may take, and only where they belong: `toolname`,
// `tooldescription` and the boolean `toolautosubmit` on <form>; `toolparamdescription` on form controls and on
// the <fieldset> that holds a radio group. A name follows the spec's rule for tool names (1 to 128 of
// A-Z a-z 0-9 _ - .), a description must say something, and on any other element they accept no value at all.
// Patterns are RegExp objects: html-validate anchors string patterns to the whole value.
const described = { enum: [/\S/] };
const nowhere = { enum: [/(?!)/] };
const control = { attributes: { toolparamdescription: described } };

export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      '*': {
        attributes: {
          toolname: nowhere,
          tooldescription: nowhere,
          toolautosubmit: nowhere,
          toolparamdescription: nowhere,
        },
      },
      form: {
        attributes: {
          toolname: { enum: [/^[A-Za-z0-9_.-]{1,128}$/] },
          tooldescription: described,
          toolautosubmit: { boolean: true },
        },
      },
      input: control,
      select: control,
      textarea: control,
      fieldset: control,
    },
  ],
};
