"""Proxy sheets read back from the PDF: paper size, page count, every card at true size where a
3 x 3 centred grid puts it (to within 0.2 mm), cut marks on every cut line and never on a card,
and the text of every card inside its card."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdf_reading import Rect, read_pdf, render_pages
from PIL import ImageStat
from print_fixtures import Entries

from playmat.face.style import FaceStyle
from playmat.printing.page import PlacedFace
from playmat.printing.paper import A4, LETTER, Paper
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import ProxyOptions, proxy_document

TOLERANCE = 0.2
CARD = (63.0, 88.0)


def expected_boxes(paper: Paper, bleed_x: float = 0.0, bleed_y: float = 0.0):
    """Worked out here independently of the layout code: nine cards, row by row, centred,
    ``2 * bleed`` apart."""
    pitch_x, pitch_y = CARD[0] + 2 * bleed_x, CARD[1] + 2 * bleed_y
    left = (paper.width - 3 * pitch_x) / 2 + bleed_x
    top = (paper.height - 3 * pitch_y) / 2 + bleed_y
    return [(left + c * pitch_x, top + r * pitch_y) for r in range(3) for c in range(3)]


def distinct(values: list[float]) -> list[float]:
    """``values`` with those within the tolerance of a smaller one left out."""
    kept: list[float] = []
    for value in sorted(values):
        if not kept or value - kept[-1] > TOLERANCE:
            kept.append(value)
    return kept


def write(entries: Entries, tmp_path: Path, **options) -> Path:
    path = tmp_path / "proxies.pdf"
    write_pdf(proxy_document(entries, ProxyOptions(**options)), path)
    return path


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_every_card_is_true_size_in_a_centred_grid(
    paper: Paper, starter_deck: Entries, tmp_path: Path
) -> None:
    pages = read_pdf(write(starter_deck, tmp_path, paper=paper))
    assert len(pages) == 7  # 60 cards, 9 to a page
    assert sum(len(page.shapes(*CARD)) for page in pages) == 60
    for page in pages:
        assert page.width == pytest.approx(paper.width, abs=TOLERANCE)
        assert page.height == pytest.approx(paper.height, abs=TOLERANCE)
        expected = expected_boxes(paper)
        for slot, card in enumerate(page.shapes(*CARD)):
            assert (card.x, card.y) == pytest.approx(expected[slot], abs=TOLERANCE)


@pytest.mark.parametrize("paper", [A4, LETTER], ids=["a4", "letter"])
def test_cut_marks_stand_on_every_cut_line_outside_the_cards(
    paper: Paper, starter_deck: Entries, tmp_path: Path
) -> None:
    page = read_pdf(write(starter_deck, tmp_path, paper=paper))[0]
    cards = page.shapes(*CARD)
    xs = distinct([x for c in cards for x in (c.x, c.right)])
    ys = distinct([y for c in cards for y in (c.y, c.bottom)])
    assert len(xs) == 4 and len(ys) == 4  # cards touch: one cut between neighbours
    top, bottom = min(c.y for c in cards), max(c.bottom for c in cards)
    left, right = min(c.x for c in cards), max(c.right for c in cards)
    marks = page.lines_outside(cards)
    vertical = [m for m in marks if m.width < m.height]
    horizontal = [m for m in marks if m.height < m.width]
    for x in xs:
        on_line = [m for m in vertical if abs(m.x + m.width / 2 - x) <= TOLERANCE]
        assert any(m.bottom < top for m in on_line), f"no mark above the cut at {x}"
        assert any(m.y > bottom for m in on_line), f"no mark below the cut at {x}"
    for y in ys:
        on_line = [m for m in horizontal if abs(m.y + m.height / 2 - y) <= TOLERANCE]
        assert any(m.right < left for m in on_line), f"no mark left of the cut at {y}"
        assert any(m.x > right for m in on_line), f"no mark right of the cut at {y}"
    assert len(marks) == 16
    for mark in marks:
        assert mark.x > 0 and mark.right < paper.width
        assert mark.y > 0 and mark.bottom < paper.height
        assert max(mark.width, mark.height) >= 3


def test_bleed_is_three_millimetres_where_the_page_has_room(
    starter_deck: Entries, tmp_path: Path
) -> None:
    """On A4 the height has room for the whole 3 mm; its width for 1.8 mm beside the marks."""
    page = read_pdf(write(starter_deck, tmp_path, paper=A4, bleed=True))[0]
    bleed_x, bleed_y = 1.8, 3.0
    printed = page.shapes(CARD[0] + 2 * bleed_x, CARD[1] + 2 * bleed_y)
    cards = page.shapes(*CARD)
    assert len(printed) == len(cards) == 9
    for slot, (x, y) in enumerate(expected_boxes(A4, bleed_x, bleed_y)):
        assert (printed[slot].x, printed[slot].y) == pytest.approx(
            (x - bleed_x, y - bleed_y), abs=TOLERANCE
        )
        assert (cards[slot].x, cards[slot].y) == pytest.approx((x, y), abs=TOLERANCE)
    # The cut lines are the cards' own edges: six across and six down, each one marked.
    xs = {x for x, _ in expected_boxes(A4, bleed_x, bleed_y)}
    cuts = distinct([*xs, *(x + CARD[0] for x in xs)])
    assert len(cuts) == 6
    marks = [m.x + m.width / 2 for m in page.lines_outside(printed) if m.width < m.height]
    for cut in cuts:
        assert any(abs(mark - cut) <= TOLERANCE for mark in marks), f"no mark on the cut at {cut}"


def test_basic_energy_left_out_and_only_chosen_cards(starter_deck: Entries) -> None:
    energy = sum(n for card, n in starter_deck if card.is_basic_energy)
    assert energy > 0
    options = ProxyOptions(paper=A4, leave_out_basic_energy=True)
    without = proxy_document(starter_deck, options)
    placed = [face.card for page in without.pages for face in page.of_kind(PlacedFace)]
    assert len(placed) == 60 - energy
    assert not any(card.is_basic_energy for card in placed)
    first, second = starter_deck[0][0], starter_deck[1][0]
    selection = ProxyOptions(paper=A4, only={first.id: 1, second.id: 2})
    only = proxy_document(starter_deck, selection)
    ids = [face.card.id for page in only.pages for face in page.of_kind(PlacedFace)]
    assert len(only.pages) == 1 and ids == [first.id, second.id, second.id]


def test_ink_saving_sheet_uses_far_less_ink(starter_deck: Entries, tmp_path: Path) -> None:
    """Measured on the pages rendered at a printer's resolution (thin lines and small text
    blur into grey areas at a coarse one)."""

    def ink(style: FaceStyle) -> float:
        image = render_pages(write(starter_deck[:3], tmp_path, paper=A4, style=style), 150)[0]
        return 255 - ImageStat.Stat(image.convert("L")).mean[0]

    assert ink(FaceStyle.INK_SAVING) < ink(FaceStyle.COLOUR) / 4


def test_every_letter_lies_inside_its_card(
    long_cards, starter_deck: Entries, tmp_path: Path
) -> None:
    """Read every character's ink back from the PDF: each lies inside a card, clear of its
    cut line, however long the card's text."""
    entries = [(card, 1) for card in long_cards] + [(card, 1) for card, _ in starter_deck[:6]]
    [page] = read_pdf(write(entries, tmp_path, paper=LETTER, bleed=True))
    cards = page.shapes(*CARD)
    assert len(cards) == 9
    inner = [Rect(c.x + 0.5, c.y + 0.5, c.width - 1, c.height - 1) for c in cards]
    assert len(page.chars) > 500, "the test must see the cards' text"
    for char in page.chars:
        assert any(card.contains(char.box) for card in inner), f"{char} outside its card"
