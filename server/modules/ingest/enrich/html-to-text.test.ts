import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../../core/html.ts';
import { cleanPlainText, htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it.each([
    {
      name: 'double-escaped Greenhouse content',
      html: '&lt;h2&gt;About us&lt;/h2&gt;&lt;p&gt;We&amp;#39;re hiring &amp;amp; growing.&lt;/p&gt;',
      text: "About us\n\nWe're hiring & growing.",
    },
    {
      name: 'double-escaped list',
      html: '&lt;ul&gt;&lt;li&gt;Python&lt;/li&gt;&lt;li&gt;SQL&lt;/li&gt;&lt;/ul&gt;',
      text: '- Python\n- SQL',
    },
    {
      name: 'text that shows an escaped tag inside real markup stays literal',
      html: '<p>Use &lt;div&gt; wisely</p>',
      text: 'Use <div> wisely',
    },
    {
      name: 'paragraphs and headings become blocks',
      html: '<h3>The role</h3><p>Build APIs.</p><p>Ship often.</p>',
      text: 'The role\n\nBuild APIs.\n\nShip often.',
    },
    {
      name: 'line breaks',
      html: '<p>Line one<br>Line two<br/>Line three</p>',
      text: 'Line one\nLine two\nLine three',
    },
    {
      name: 'list items with paragraphs inside stay one list',
      html: '<p>You have:</p><ul><li><p>Go</p></li><li><p>Kubernetes</p></li></ul><p>Nice to have</p>',
      text: 'You have:\n\n- Go\n- Kubernetes\n\nNice to have',
    },
    {
      name: 'nested lists are flattened',
      html: '<ul><li>A<ul><li>A1</li></ul></li><li>B</li></ul>',
      text: '- A\n- A1\n- B',
    },
    {
      name: 'entities, named and numeric',
      html: '<p>R&amp;D &ndash; caf&eacute; &#8212; &#x2019;quoted&rsquo; &nbsp;&copy;</p>',
      text: 'R&D – café — ’quoted’ ©',
    },
    {
      name: 'whitespace collapses, inline tags keep word spacing',
      html: '<p>  We   use\n\n <strong>TypeScript</strong>,\t<em>React</em>  and <a href="https://x.io">Node</a>. </p>',
      text: 'We use TypeScript, React and Node.',
    },
    {
      name: 'script, style and comments are dropped',
      html: '<style>.x{color:red}</style><p>Hello</p><script>alert("x")</script><!-- tracking -->',
      text: 'Hello',
    },
    {
      name: 'images and bare image URLs are dropped',
      html: '<p><img src="https://cdn.example.com/banner.png" alt="Banner">Team photo: https://cdn.example.com/team.jpg</p>',
      text: 'Team photo:',
    },
    {
      name: 'empty paragraphs leave no gaps',
      html: '<p>A</p><p>&nbsp;</p><p></p><div><br></div><p>B</p>',
      text: 'A\n\nB',
    },
    {
      name: 'table cells are spaced',
      html: '<table><tr><td>Salary</td><td>$100k</td></tr></table>',
      text: 'Salary $100k',
    },
    {
      name: 'bullet characters and entities at line starts become list items',
      html: '<p>&bull; Go<br>• Rust<br>*Pay depends on location</p>',
      text: '- Go\n- Rust\n*Pay depends on location',
    },
    { name: 'empty input', html: '', text: '' },
  ])('$name', ({ html, text }) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('cleanPlainText', () => {
  it('normalises bullets, entities and blank lines in text sources', () => {
    expect(cleanPlainText('About\r\n\r\n\r\n• Go\n* Rust\n  ·  SQL &amp; more')).toBe(
      'About\n\n- Go\n- Rust\n- SQL & more',
    );
  });
});

describe('decodeEntities', () => {
  it('keeps unknown names and drops invalid code points', () => {
    expect(decodeEntities('&bogus; &#0; &#xD800; &#65;')).toBe('&bogus;   A');
  });
});

describe('htmlToText: dropped elements', () => {
  it.each([
    { html: '<p>A</p><SCRIPT type="x">var a = "<p>no</p>";</SCRIPT><p>B</p>', text: 'A\n\nB' },
    {
      html: '&lt;p&gt;A&lt;/p&gt;&lt;style&gt;p { color: red }&lt;/style&gt;&lt;p&gt;B&lt;/p&gt;',
      text: 'A\n\nB',
    },
    { html: '&lt;p&gt;A&lt;/p&gt;&lt;!-- note --&gt;&lt;p&gt;B&lt;/p&gt;', text: 'A\n\nB' },
    { html: '<p>A</p><style>unclosed', text: 'A' },
  ])('$html', ({ html, text }) => {
    expect(htmlToText(html)).toBe(text);
  });
});
