"""Proxy sheets read back from the PDF: paper size, page count, every card at true size where a
3 x 3 centred grid puts it (to within 0.2 mm), cut marks on every cut line and never on a card,
and the text of every card inside its card on the rendered pages."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from pdf_reading import read_pdf, render_pages
from PIL import ImageChops, ImageStat
from print_fixtures import Entries

from playmat.printing import proxies
from playmat.printing.face import render_face
from playmat.printing.face_style import FaceStyle
from playmat.printing.paper import A4, LETTER, Paper
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import FaceCache, ProxyOptions, proxy_document

TOLERANCE = 0.2
CARD = (63.0, 88.0)


def expected_boxes(paper: Paper, bleed_x: float = 0.0, bleed_y: float = 0.0):
    """Worked out here independently of the layout code: nine cards, row by row, centred,
    ``2 * bleed`` apart."""
    pitch_x, pitch_y = CARD[0] + 2 * bleed_x, CARD[1] + 2 * bleed_y
    left = (paper.width - 3 * pitch_x) / 2 + bleed_x
    top = (paper.height - 3 * pitch_y) / 2 + bleed_y
    return [(left + c * pitch_x, top + r * pitch_y) for r in range(3) for c in range(3)]


#: Faces drawn once for the whole module (drawing is what takes the time).
CACHE = FaceCache()


def write(entries: Entries, tmp_path: Path, **options) -> Path:
    path = tmp_path / "proxies.pdf"
    write_pdf(proxy_document(entries, ProxyOptions(**options), cache=CACHE), path)
    return path


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_every_card_is_true_size_in_a_centred_grid(
    paper: Paper, starter_deck: Entries, tmp_path: Path
) -> None:
    pages = read_pdf(write(starter_deck, tmp_path, paper=paper))
    assert len(pages) == 7  # 60 cards, 9 to a page
    assert sum(len(page.images) for page in pages) == 60
    for page in pages:
        assert page.width == pytest.approx(paper.width, abs=TOLERANCE)
        assert page.height == pytest.approx(paper.height, abs=TOLERANCE)
        expected = expected_boxes(paper)
        for slot, image in enumerate(page.images):
            assert (image.x, image.y) == pytest.approx(expected[slot], abs=TOLERANCE)
            assert (image.width, image.height) == pytest.approx(CARD, abs=TOLERANCE)
            # 300 dpi or more: 63 mm is 744 pixels at 300 dpi.
            assert image.pixels[0] >= 744 and image.pixels[1] >= 1039


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_cut_marks_stand_on_every_cut_line_outside_the_cards(
    paper: Paper, starter_deck: Entries, tmp_path: Path
) -> None:
    page = read_pdf(write(starter_deck, tmp_path, paper=paper))[0]
    cards = page.images
    xs = {round(x, 3) for c in cards for x in (c.x, c.x + c.width)}
    ys = {round(y, 3) for c in cards for y in (c.y, c.y + c.height)}
    assert len(xs) == 4 and len(ys) == 4  # cards touch: one cut between neighbours
    top = min(c.y for c in cards)
    bottom = max(c.y + c.height for c in cards)
    left = min(c.x for c in cards)
    right = max(c.x + c.width for c in cards)
    vertical = [m for m in page.lines if abs(m.x1 - m.x2) < 1e-6]
    horizontal = [m for m in page.lines if abs(m.y1 - m.y2) < 1e-6]
    for x in xs:
        on_line = [m for m in vertical if abs(m.x1 - x) <= TOLERANCE]
        assert any(max(m.y1, m.y2) < top for m in on_line), f"no mark above the cut at {x}"
        assert any(min(m.y1, m.y2) > bottom for m in on_line), f"no mark below the cut at {x}"
    for y in ys:
        on_line = [m for m in horizontal if abs(m.y1 - y) <= TOLERANCE]
        assert any(max(m.x1, m.x2) < left for m in on_line), f"no mark left of the cut at {y}"
        assert any(min(m.x1, m.x2) > right for m in on_line), f"no mark right of the cut at {y}"
    for mark in page.lines:
        assert min(mark.x1, mark.x2) > 0 and max(mark.x1, mark.x2) < paper.width
        assert min(mark.y1, mark.y2) > 0 and max(mark.y1, mark.y2) < paper.height
        assert max(mark.y1, mark.y2) - min(mark.y1, mark.y2) >= 3 or abs(mark.x1 - mark.x2) >= 3


def test_bleed_is_three_millimetres_where_the_page_has_room(
    starter_deck: Entries, tmp_path: Path
) -> None:
    """On A4 the height has room for the whole 3 mm; its width for 1.8 mm beside the marks."""
    page = read_pdf(write(starter_deck, tmp_path, paper=A4, bleed=True))[0]
    bleed_x, bleed_y = 1.8, 3.0
    for slot, (x, y) in enumerate(expected_boxes(A4, bleed_x, bleed_y)):
        image = page.images[slot]
        assert (image.x, image.y) == pytest.approx((x - bleed_x, y - bleed_y), abs=TOLERANCE)
        assert (image.width, image.height) == pytest.approx(
            (CARD[0] + 2 * bleed_x, CARD[1] + 2 * bleed_y), abs=TOLERANCE
        )
    # The cut lines are the cards' own edges: six across and six down, each one marked.
    xs = {round(x, 2) for x, _ in expected_boxes(A4, bleed_x, bleed_y)}
    cuts = xs | {round(x + CARD[0], 2) for x in xs}
    assert len(cuts) == 6
    marked = {round(m.x1, 2) for m in page.lines if abs(m.x1 - m.x2) < 1e-6}
    assert cuts <= marked


def test_a_card_is_stored_once_however_many_copies_print(
    starter_deck: Entries, tmp_path: Path
) -> None:
    document = proxy_document(starter_deck, ProxyOptions(paper=A4), cache=CACHE)
    assert len(document.images) == len(starter_deck)


def test_basic_energy_left_out_and_only_chosen_cards(starter_deck: Entries) -> None:
    energy = sum(n for card, n in starter_deck if card.is_basic_energy)
    assert energy > 0
    options = ProxyOptions(paper=A4, leave_out_basic_energy=True)
    without = proxy_document(starter_deck, options, cache=CACHE)
    placed = sum(len([i for i in page.items if hasattr(i, "trim")]) for page in without.pages)
    assert placed == 60 - energy
    first, second = starter_deck[0][0], starter_deck[1][0]
    selection = ProxyOptions(paper=A4, only={first.id: 1, second.id: 2})
    only = proxy_document(starter_deck, selection, cache=CACHE)
    keys = [i.key for page in only.pages for i in page.items if hasattr(i, "trim")]
    assert len(only.pages) == 1 and len(keys) == 3


def test_ink_saving_sheet_uses_far_less_ink(starter_deck: Entries, tmp_path: Path) -> None:
    def ink(style: FaceStyle) -> float:
        image = render_pages(write(starter_deck[:3], tmp_path, paper=A4, style=style), 40)[0]
        return 255 - ImageStat.Stat(image.convert("L")).mean[0]

    assert ink(FaceStyle.INK_SAVING) < ink(FaceStyle.COLOUR) / 4


def test_no_text_pixel_lies_outside_its_card(
    long_cards, starter_deck: Entries, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Render the pages with and without the words: every pixel that differs is text, and each
    must lie inside a card, clear of its cut line."""
    entries = [(card, 1) for card in long_cards] + [(card, 1) for card, _ in starter_deck[:6]]
    options = ProxyOptions(paper=LETTER, bleed=True)
    with_text = tmp_path / "text.pdf"
    write_pdf(proxy_document(entries, options), with_text)
    blank = tmp_path / "blank.pdf"
    monkeypatch.setattr(proxies, "render_face", functools.partial(render_face, draw_text=False))
    write_pdf(proxy_document(entries, options), blank)
    dpi = 150
    [page] = read_pdf(with_text)
    [text_page] = render_pages(with_text, dpi)
    [blank_page] = render_pages(blank, dpi)
    difference = ImageChops.difference(text_page, blank_page).convert("L")
    text_pixels = difference.point(lambda value: 255 if value > 40 else 0)
    assert text_pixels.getbbox() is not None, "the test must see some text"
    scale = dpi / 25.4
    inner = 0.5  # text keeps at least this far inside the cut line
    for image in page.images:
        bleed_x = (image.width - CARD[0]) / 2
        bleed_y = (image.height - CARD[1]) / 2
        left = round((image.x + bleed_x + inner) * scale)
        top = round((image.y + bleed_y + inner) * scale)
        right = round((image.x + image.width - bleed_x - inner) * scale)
        bottom = round((image.y + image.height - bleed_y - inner) * scale)
        text_pixels.paste(0, (left, top, right, bottom))
    assert text_pixels.getbbox() is None, f"text outside its card at {text_pixels.getbbox()}"
