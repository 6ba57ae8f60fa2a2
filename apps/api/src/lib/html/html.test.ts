import { describe, expect, it } from "vitest";
import { escapeText, html, joinHtml, messageHtml, type Html } from "./html.js";

const hostile = `"><script>alert('x')</script>&amp;`;
const escaped = "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;";

describe("the html tag", () => {
  it("escapes every value, in element content and in quoted attributes", () => {
    expect(String(html`<p>${hostile}</p>`)).toBe(`<p>${escaped}</p>`);
    expect(String(html`<a href="${hostile}" title='${hostile}'>x</a>`)).toBe(
      `<a href="${escaped}" title='${escaped}'>x</a>`,
    );
    expect(escapeText(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });

  it("keeps its own text as markup, and markup from another template as it is", () => {
    const inner = html`<strong>${hostile}</strong>`;
    expect(String(html`<p class="lead">${inner} & more</p>`)).toBe(
      `<p class="lead"><strong>${escaped}</strong> & more</p>`,
    );
  });

  it("escapes a look-alike of markup: only the tag makes markup", () => {
    const fake = { toString: () => "<script>x</script>" } as unknown as Html;
    expect(String(html`<p>${fake}</p>`)).toBe("<p>&lt;script&gt;x&lt;/script&gt;</p>");
  });

  it("renders numbers, joins lists and leaves out null, undefined and false", () => {
    expect(String(html`${15} minutes`)).toBe("15 minutes");
    expect(String(html`<ul>${["<a>", html`<li>b</li>`]}</ul>`)).toBe(
      "<ul>&lt;a&gt;<li>b</li></ul>",
    );
    expect(String(html`<input${false}${null}${undefined}>`)).toBe("<input>");
    const input = (autofocus: boolean) => html`<input${autofocus && html` autofocus`}>`;
    expect([String(input(true)), String(input(false))]).toEqual(["<input autofocus>", "<input>"]);
  });

  it("joins markup with a separator of markup", () => {
    expect(String(joinHtml([html`<p>a</p>`, html`<p>${"<b>"}</p>`], html`\n`))).toBe(
      "<p>a</p>\n<p>&lt;b&gt;</p>",
    );
    expect(String(joinHtml([]))).toBe("");
  });

  it("puts markup in a translated message where its argument is, escaping the text", () => {
    const say = (values: Record<string, string | number>) =>
      `Sent to ${values.email} <now>, ${values.minutes} min`;
    const message = messageHtml(say, { email: html`<strong>${"a&b"}</strong>` }, { minutes: 15 });
    expect(String(message)).toBe("Sent to <strong>a&amp;b</strong> &lt;now&gt;, 15 min");
  });
});
