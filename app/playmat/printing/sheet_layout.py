"""Where the cards and cut marks of a proxy sheet go: a 3 x 3 grid of true-size cards, centred.

Without bleed the cards touch, so one cut separates two cards; cut marks stand in the page
margins on the line of every cut. With bleed each card is printed a little larger than its cut
line (so a slightly missed cut shows the card's own colour rather than white), which needs a gap
of twice the bleed between cards. The bleed is 3 mm where the paper has room for it and for the
cut marks; along an axis where it has not (the height of US Letter, the width of A4) it is as
much as fits, which may be none.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from playmat.printing.page import Box, Line
from playmat.printing.paper import Paper

CARD_WIDTH = 63.0
CARD_HEIGHT = 88.0
COLUMNS = 3
ROWS = 3
CARDS_PER_PAGE = COLUMNS * ROWS

#: The bleed asked for, in millimetres.
BLEED = 3.0
#: Page margin, beside the outermost bleed, that the cut marks need: a mark of at least 3 mm,
#: 1 mm clear of the card and 1 mm clear of the paper's edge.
MARK_ROOM = 5.0
#: Cut marks keep this far from the cards and from the paper's edge...
MARK_CLEARANCE = 1.0
#: ...and are at most this long.
MARK_LENGTH = 8.0
MARK_WIDTH = 0.2


@dataclass(frozen=True)
class SheetLayout:
    paper: Paper
    #: Bleed around each card across (left and right) and down (top and bottom), in mm.
    bleed_x: float
    bleed_y: float

    @property
    def pitch_x(self) -> float:
        """Distance between the left edges of neighbouring cards."""
        return CARD_WIDTH + 2 * self.bleed_x

    @property
    def pitch_y(self) -> float:
        return CARD_HEIGHT + 2 * self.bleed_y

    @property
    def grid(self) -> Box:
        """The printed area: all nine cards with their bleed, centred on the paper."""
        width = COLUMNS * self.pitch_x
        height = ROWS * self.pitch_y
        return Box((self.paper.width - width) / 2, (self.paper.height - height) / 2, width, height)

    def card_box(self, slot: int) -> Box:
        """The cut line of the card in ``slot`` (0..8, row by row from the top left)."""
        if not 0 <= slot < CARDS_PER_PAGE:
            raise ValueError(f"slot {slot} is not on a {COLUMNS} x {ROWS} sheet")
        row, column = divmod(slot, COLUMNS)
        grid = self.grid
        return Box(
            grid.x + column * self.pitch_x + self.bleed_x,
            grid.y + row * self.pitch_y + self.bleed_y,
            CARD_WIDTH,
            CARD_HEIGHT,
        )

    def cut_marks(self, boxes: list[Box]) -> list[Line]:
        """Marks in the margins on the line of every cut that the cards in ``boxes`` need."""
        grid = self.grid
        xs = sorted({round(x, 6) for box in boxes for x in (box.x, box.right)})
        ys = sorted({round(y, 6) for box in boxes for y in (box.y, box.bottom)})
        lines: list[Line] = []
        top_end = grid.y - MARK_CLEARANCE
        top_start = max(MARK_CLEARANCE, top_end - MARK_LENGTH)
        bottom_start = grid.bottom + MARK_CLEARANCE
        bottom_end = min(self.paper.height - MARK_CLEARANCE, bottom_start + MARK_LENGTH)
        for x in xs:
            lines.append(Line(x, top_start, x, top_end, MARK_WIDTH))
            lines.append(Line(x, bottom_start, x, bottom_end, MARK_WIDTH))
        left_end = grid.x - MARK_CLEARANCE
        left_start = max(MARK_CLEARANCE, left_end - MARK_LENGTH)
        right_start = grid.right + MARK_CLEARANCE
        right_end = min(self.paper.width - MARK_CLEARANCE, right_start + MARK_LENGTH)
        for y in ys:
            lines.append(Line(left_start, y, left_end, y, MARK_WIDTH))
            lines.append(Line(right_start, y, right_end, y, MARK_WIDTH))
        return lines


def sheet_layout(paper: Paper, bleed: bool) -> SheetLayout:
    """The layout for ``paper``, with as much of the 3 mm bleed as fits when ``bleed`` is on."""
    if not bleed:
        return SheetLayout(paper, 0.0, 0.0)
    return SheetLayout(
        paper,
        _fitting_bleed(paper.width, COLUMNS * CARD_WIDTH, COLUMNS),
        _fitting_bleed(paper.height, ROWS * CARD_HEIGHT, ROWS),
    )


def _fitting_bleed(paper_length: float, cards_length: float, count: int) -> float:
    """The bleed (at most :data:`BLEED`, in whole tenths of a mm) that leaves every margin
    :data:`MARK_ROOM` wide: each of ``count`` cards grows by twice the bleed."""
    margin = (paper_length - cards_length) / 2
    room = (margin - MARK_ROOM) / count
    return max(0.0, min(BLEED, math.floor(room * 10 + 1e-9) / 10))


def page_count(cards: int) -> int:
    return math.ceil(cards / CARDS_PER_PAGE)
