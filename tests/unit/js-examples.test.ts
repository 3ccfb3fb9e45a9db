import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractJsExamples, htmlErrors, javascriptErrors} from '../../scripts/check-js-examples';

test('JavaScript examples: valid code passes, a syntax error is reported with its line', () => {
  assert.deepEqual(javascriptErrors("this.app.on('xr:imagefound', (detail) => {\n  console.log(detail.name)\n}, this)"), []);
  const errors = javascriptErrors("const a = 1\nconst b = (2\nconsole.log(a, b)");
  assert.ok(errors.length > 0);
  assert.equal(errors[0][0], 2);
  assert.deepEqual(javascriptErrors('const el = <div className="x">{name}</div>', true), []);
});

test('HTML examples: balanced markup passes; unclosed or stray tags and bad inline scripts are reported', () => {
  assert.deepEqual(htmlErrors('<a-scene xrweb>\n  <a-camera position="0 2 0"></a-camera>\n  <img src="a.png" alt="A">\n  <!-- <a-box> -->\n</a-scene>'), []);
  assert.deepEqual(htmlErrors('<ul>\n  <li>one\n  <li>two\n</ul>'), []);
  // An AR scene needs a camera element; a plain A-Frame scene does not.
  assert.match(htmlErrors('<a-scene xrweb>\n  <a-box></a-box>\n</a-scene>')[0][1], /has no <a-camera>/);
  assert.deepEqual(htmlErrors('<a-scene>\n  <a-box></a-box>\n</a-scene>'), []);
  assert.equal(htmlErrors('<a-scene>\n  <a-entity>\n</a-scene>')[0][1], '</a-scene> does not close an open element (open: <a-entity>)');
  assert.deepEqual(htmlErrors('<div>\n'), [[0, '<div> is never closed']]);
  // The self-hosted engine needs the chunks the scene uses.
  const selfHosted = (script: string) => htmlErrors(`<head>\n${script}\n</head>\n<a-scene xrweb>\n<a-camera></a-camera>\n</a-scene>`);
  assert.match(selfHosted('<script async src="./external/xr/xr.js"></script>')[0]?.[1] ?? '', /data-preload-chunks="slam"/);
  assert.deepEqual(selfHosted('<script async src="./external/xr/xr.js" data-preload-chunks="slam"></script>'), []);
  assert.deepEqual(selfHosted('<script src="//apps.8thwall.com/xrweb?appKey=KEY"></script>'), []);
  const script = htmlErrors('<body>\n<script>\n  const x = (1\n</script>\n</body>');
  assert.equal(script.length, 1);
  assert.equal(script[0][0], 3);
  assert.match(script[0][1], /^inline script: /);
});

test('examples are taken from js, javascript, jsx and html fences; partial blocks are marked', () => {
  const source = ['```js', 'a()', '```', '```javascript partial', 'b(', '```', '```ts', 'c()', '```', '```html', '<p>x</p>', '```'].join('\n');
  const examples = extractJsExamples('page.mdx', source);
  assert.deepEqual(
    examples.map((e) => [e.line, e.lang, e.partial, e.code]),
    [
      [1, 'js', false, 'a()'],
      [4, 'js', true, 'b('],
      [10, 'html', false, '<p>x</p>'],
    ],
  );
});
