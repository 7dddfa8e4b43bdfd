"""The deck registration sheet as a page, in the layout of the Play! Pokémon sheet: the player's
details and age division at the top, then the Pokémon table (quantity, name, set, collector
number, regulation mark) across the page, the Trainer and Energy tables side by side below it,
and the totals.

Rows get shorter as a deck has more different cards, so any deck (even one of 60 different
cards) fits on one page; names too long for their column are set smaller, never cut.
"""

from __future__ import annotations

from datetime import date

from playmat.i18n.catalogue import Reader, t
from playmat.i18n.message import msg
from playmat.printing.divisions import Division, birth_years, division_name
from playmat.printing.fonts import text_width
from playmat.printing.page import Box, Document, Line, Page, Rectangle, Text
from playmat.printing.paper import Paper
from playmat.printing.registration import NamedLine, PokemonLine, Registration, missing_details

MARGIN = 12.0
ROW_LARGEST = 6.0
ROW_SMALLEST = 3.2
#: Blank rows each table keeps for corrections by hand, when the page has room.
SPARE_ROWS = 2
TABLE_GAP = 5.0
HEADER_GREY = 0.88
LINE = 0.2
TEXT = 0.25


def registration_document(
    sheet: Registration, paper: Paper, printed: date | None = None
) -> Document:
    page = Page(paper.width, paper.height)
    width = paper.width - 2 * MARGIN
    y = _title(page, sheet, MARGIN)
    y = _player(page, sheet, MARGIN, y + 4, width)
    y += 5
    bottom = paper.height - MARGIN - 18
    row = _row_height(sheet, bottom - y)
    spare = SPARE_ROWS if _fits(sheet, bottom - y, row, SPARE_ROWS) else 0
    y = _pokemon_table(page, sheet.pokemon, MARGIN, y, width, row, spare, sheet.pokemon_total)
    y += TABLE_GAP
    column = (width - TABLE_GAP) / 2
    lower = max(len(sheet.trainers), len(sheet.energy)) + spare
    trainers = t("registration.trainer", total=sheet.trainer_total)
    _named_table(page, trainers, sheet.trainers, MARGIN, y, column, row, lower)
    _named_table(
        page,
        t("registration.energy", total=sheet.energy_total),
        sheet.energy,
        MARGIN + column + TABLE_GAP,
        y,
        column,
        row,
        lower,
    )
    y += (lower + 1) * row
    _totals(page, sheet, MARGIN, y + 4, width)
    stamp = t("registration.printed", date=_date(printed or date.today()))
    page.items.append(Text(MARGIN, paper.height - MARGIN + 4, stamp, 7, grey=0.4))
    title = t("registration.document", deck=sheet.deck_name or sheet.player.name)
    document = Document(title, [page])
    document.notes.extend(missing_details(sheet))
    if sheet.total != 60:
        document.notes.append(msg("registration.not_sixty", total=sheet.total))
    return document


def _date(day: date) -> str:
    """A date as the sheet's language writes it on a form (``05/31/2012``, ``2012/05/31``)."""
    return t(
        "registration.date", year=f"{day.year:04d}", month=f"{day.month:02d}", day=f"{day.day:02d}"
    )


def _rows_needed(sheet: Registration, spare: int) -> int:
    lower = max(len(sheet.trainers), len(sheet.energy))
    # The Pokémon table and the two side by side below it each have a header row.
    return len(sheet.pokemon) + lower + 2 * spare + 2


def _fits(sheet: Registration, height: float, row: float, spare: int) -> bool:
    return _rows_needed(sheet, spare) * row + TABLE_GAP <= height


def _row_height(sheet: Registration, height: float) -> float:
    row = min(ROW_LARGEST, (height - TABLE_GAP) / _rows_needed(sheet, SPARE_ROWS))
    if row < ROW_SMALLEST:
        row = (height - TABLE_GAP) / _rows_needed(sheet, 0)
    return min(ROW_LARGEST, row)


def _title(page: Page, sheet: Registration, y: float) -> float:
    season = t("registration.season", season=str(sheet.season))
    season_width = text_width(season, 10)
    title = t("registration.title")
    size = _fitted(title, 18, page.width - 2 * MARGIN - season_width - 4, bold=True)
    page.items.append(Text(MARGIN, y + 7, title, size, bold=True))
    page.items.append(Text(page.width - MARGIN, y + 7, season, 10, align="right", grey=0.3))
    if sheet.deck_name:
        deck = t("registration.deck", deck=sheet.deck_name)
        page.items.append(Text(MARGIN, y + 13, deck, 10, grey=0.3))
    return y + 14


def _player(page: Page, sheet: Registration, x: float, y: float, width: float) -> float:
    """Player name, player ID and date of birth in boxes, then the age division's tick boxes."""
    fields = (
        (t("registration.player_name"), sheet.player.name, 0.5),
        (t("registration.player_id"), sheet.player.player_id, 0.22),
        (t("registration.birth_date"), _date(sheet.player.birth_date), 0.28),
    )
    cursor = x
    for label, value, share in fields:
        box = Box(cursor, y, width * share - (0 if share == 0.28 else 2), 11)
        page.items.append(Rectangle(box, LINE))
        caption = label.upper()
        caption_size = _fitted(caption, 6.5, box.width - 3, bold=True)
        page.items.append(Text(box.x + 1.5, box.y + 3.4, caption, caption_size, True, grey=0.35))
        size = _fitted(value, 12, box.width - 3, bold=False)
        page.items.append(Text(box.x + 1.5, box.y + 9, value, size))
        cursor = box.right + 2
    y += 14
    heading = t("registration.age_division").upper()
    heading_size = _fitted(heading, 6.5, 25, bold=True)
    page.items.append(Text(x, y + 3.6, heading, heading_size, bold=True, grey=0.35))
    reader = Reader()
    column = (width - 26) / 3
    cursor = x + 26
    for division in Division:
        chosen = division is sheet.division
        box = Box(cursor, y, 4.5, 4.5)
        page.items.append(Rectangle(box, LINE))
        if chosen:
            page.items.append(
                Line(box.x + 0.9, box.y + 0.9, box.right - 0.9, box.bottom - 0.9, 0.45)
            )
            page.items.append(
                Line(box.x + 0.9, box.bottom - 0.9, box.right - 0.9, box.y + 0.9, 0.45)
            )
        room = column - box.width - 3
        label = reader.words(division_name(division))
        label_size = _fitted(label, 10, room, bold=chosen)
        page.items.append(Text(box.right + 1.5, y + 3.6, label, label_size, bold=chosen))
        hint = reader.words(birth_years(division, sheet.season))
        page.items.append(
            Text(box.right + 1.5, y + 7.6, hint, _fitted(hint, 7.5, room, False), grey=0.4)
        )
        cursor += column
    return y + 9


def _fitted(text: str, size: float, width: float, bold: bool) -> float:
    """``size``, or smaller so that ``text`` fits ``width``."""
    needed = text_width(text, size, bold)
    return size if needed <= width else size * width / needed * 0.99


def _header_row(
    page: Page, title: str, columns: list[tuple[str, float]], x: float, y: float, row: float
) -> None:
    width = sum(w for _, w in columns)
    page.items.append(Rectangle(Box(x, y, width, row), LINE, fill_grey=HEADER_GREY))
    cursor = x
    for index, (label, column) in enumerate(columns):
        text = title if index == 1 else label
        size = _fitted(text, min(8.5, row * 1.6), column - 2.4, bold=True)
        page.items.append(Text(cursor + 1.2, y + row * 0.7, text, size, bold=True))
        cursor += column


def _grid(page: Page, columns: list[float], x: float, y: float, row: float, rows: int) -> None:
    width = sum(columns)
    for index in range(rows + 1):
        page.items.append(Line(x, y + index * row, x + width, y + index * row, LINE * 0.7))
    cursor = x
    for column in [0.0, *columns]:
        cursor += column
        page.items.append(Line(cursor, y, cursor, y + rows * row, LINE * 0.7))


def _cell(
    page: Page,
    text: str,
    x: float,
    y: float,
    width: float,
    row: float,
    bold: bool = False,
    align: str = "left",
) -> None:
    if not text:
        return
    size = _fitted(text, min(10.0, row * 2.0), width - 2.4, bold)
    baseline = y + row / 2 + size * 0.125
    if align == "centre":
        page.items.append(Text(x + width / 2, baseline, text, size, bold, "centre"))
    else:
        page.items.append(Text(x + 1.2, baseline, text, size, bold))


def _pokemon_table(
    page: Page,
    lines: tuple[PokemonLine, ...],
    x: float,
    y: float,
    width: float,
    row: float,
    spare: int,
    total: int,
) -> float:
    widths = [12.0, width - 12 - 22 - 18 - 14, 22.0, 18.0, 14.0]
    labels = [
        t("registration.quantity"),
        "",
        t("registration.set"),
        t("registration.number"),
        t("registration.regulation_mark"),
    ]
    title = t("registration.pokemon", total=total)
    _header_row(page, title, list(zip(labels, widths, strict=True)), x, y, row)
    y += row
    rows = len(lines) + spare
    _grid(page, widths, x, y, row, rows)
    for index, line in enumerate(lines):
        top = y + index * row
        values = [str(line.count), line.name, line.set_code, line.number, line.regulation_mark]
        cursor = x
        for column, (value, column_width) in enumerate(zip(values, widths, strict=True)):
            _cell(
                page,
                value,
                cursor,
                top,
                column_width,
                row,
                align="left" if column == 1 else "centre",
            )
            cursor += column_width
    return y + rows * row


def _named_table(
    page: Page,
    title: str,
    lines: tuple[NamedLine, ...],
    x: float,
    y: float,
    width: float,
    row: float,
    rows: int,
) -> None:
    widths = [12.0, width - 12]
    labels = [t("registration.quantity"), ""]
    _header_row(page, title, list(zip(labels, widths, strict=True)), x, y, row)
    y += row
    _grid(page, widths, x, y, row, rows)
    for index, line in enumerate(lines):
        top = y + index * row
        _cell(page, str(line.count), x, top, widths[0], row, align="centre")
        _cell(page, line.name, x + widths[0], top, widths[1], row)


def _totals(page: Page, sheet: Registration, x: float, y: float, width: float) -> None:
    """The three totals and the deck's size, in boxes a judge checks at a glance."""
    parts = (
        (t("registration.total_pokemon"), sheet.pokemon_total),
        (t("registration.total_trainer"), sheet.trainer_total),
        (t("registration.total_energy"), sheet.energy_total),
        (t("registration.total_cards"), sheet.total),
    )
    column = width / len(parts)
    for index, (label, value) in enumerate(parts):
        box = Box(x + index * column, y, column - (2 if index < 3 else 0), 9)
        last = index == len(parts) - 1
        page.items.append(Rectangle(box, LINE * (2 if last else 1), fill_grey=None))
        label_size = _fitted(label, 9, box.width - 3 - text_width(str(value), 13, True) - 3, last)
        page.items.append(Text(box.x + 1.5, box.y + 5.8, label, label_size, bold=last))
        page.items.append(
            Text(box.right - 2, box.y + 6.3, str(value), 13, bold=True, align="right")
        )
