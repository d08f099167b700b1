"""The `html` producer's page: a layout spec flowed as HTML and CSS (generator/producers/html_page.py)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlparse

from generator.producers.html_page import WebStyle, page_html, stylesheet
from tests.generator.producers.layouts import LINES, H, specimen

GRID = WebStyle(margin=0.5, scale=1.0, fields="grid", typeface="as-designed")
SERIF = "font-family: 'Plex Serif'; font-weight: 400; font-style: normal"
MONO = "font-family: 'Plex Mono'; font-weight: 400; font-style: normal"


def body(html: str) -> str:
    return html.split("</style></head>", 1)[1]


def test_a_label_and_its_value_on_one_baseline_share_a_row_in_their_places() -> None:
    got = body(page_html(specimen(), "T", GRID))
    assert ('<div class="row"><span class="gap" style="width: 1.2%"></span><div class="cell" style="width: 88.8%">'
            f'<span style="{SERIF}; font-size: 10.0pt">Box 1a Total ordinary dividends</span></div>'
            '<div class="cell last" style="text-align: right"><span style="font-family: \'Plex Mono\'; '
            'font-weight: 700; font-style: normal; font-size: 10.0pt">$5183.48</span></div>'
            '<span class="gap" style="width: 0.4%"></span></div>') in got
    assert ('<div class="row" style="justify-content: center"><span style="font-family: \'Plex Serif\'; '
            'font-weight: 700; font-style: normal; font-size: 14.0pt">Form 1099-DIV</span></div>') in got
    assert "position:" not in got and "absolute" not in got  # flowed, not placed


def test_boxes_are_bordered_cells_in_grid_and_label_value_rows_in_list() -> None:
    grid = body(page_html(specimen(), "T", GRID))
    assert ('<div class="boxes"><div class="box" style="width: 50.0%"><div class="label" style="font-size: 6.0pt">'
            f'Payer&#x27;s TIN</div><div class="value" style="{MONO}; font-size: 10.0pt; text-align: left">'
            "69-7128938</div></div>") in grid
    listed = body(page_html(specimen(), "T", WebStyle(0.5, 0.9, "list", "sans")))
    assert ('<table class="fields"><tr><th style="font-size: 6.75pt">Payer&#x27;s TIN</th><td style="font-family: '
            "'Plex Sans'; font-weight: 400; font-style: normal; font-size: 9.0pt\">69-7128938</td></tr><tr>"
            '<th style="font-size: 6.75pt">Recipient&#x27;s name</th>') in listed
    assert '<div class="boxes">' not in listed


def test_tables_stay_tables_prose_paragraphs_and_text_is_escaped() -> None:
    got = body(page_html(specimen(), "T", GRID))
    assert ('<colgroup><col style="width: 40.0%"><col style="width: 60.0%"></colgroup><thead><tr>'
            '<th style="text-align: left">Date</th><th style="text-align: right">Amount</th></tr></thead><tbody><tr>'
            '<td style="text-align: left">15-DEC</td><td style="text-align: right">$1.00</td></tr></tbody></table>'
            ) in got
    assert f'<p style="{SERIF}; font-size: 10.0pt; text-align: left">Copy B for the recipient.</p>' in got
    assert "Tyler Smith &lt;&amp; Co&gt;" in got
    assert '<span class="check">X</span> CORRECTED' in got


def test_each_page_of_the_spec_is_a_section_of_its_size() -> None:
    spec = specimen([*LINES, H["page"]("legal"), H["text"](72, 80, "Page two")])
    got = page_html(spec, "Two <pages>", GRID)
    assert "<title>Two &lt;pages&gt;</title>" in got
    assert body(got).count("<section") == 2
    assert '</section><section class="legal">' in got
    css = stylesheet(GRID, "legal")
    assert "@page { size: legal; margin: 0.5in;" in css
    assert "section + section { break-before: page }" in css
    assert 'content: "SYNTHETIC SPECIMEN - NOT A REAL DOCUMENT - page " counter(page)' in css


def test_the_stylesheet_loads_only_fonts_that_pinned_packages_ship() -> None:
    css = stylesheet(GRID, "letter")
    urls = [part.split('")', 1)[0] for part in css.split('src: url("')[1:]]
    files = [Path(unquote(urlparse(u).path)) for u in urls]
    assert [f.name for f in files] == [
        "IBMPlexSans[wdth,wght].ttf", "IBMPlexSans[wdth,wght].ttf", "IBMPlexSans-Italic[wdth,wght].ttf",
        "IBMPlexSerif-Regular.ttf", "IBMPlexSerif-Bold.ttf", "IBMPlexSerif-Italic.ttf", "IBMPlexMono-Regular.ttf",
        "IBMPlexMono-Bold.ttf"]
    assert all(f.is_file() and f.parent.parent.name.startswith("fontpkg_ibm_plex_") for f in files)
