"""A proxy card face drawn by Playmat from the card's data, with Pillow, at printing resolution.

The layout follows the printed cards: stage and evolution on top, name with HP and type, a
picture window, Abilities and attacks (cost symbols, damage, text), the rule box, Weakness,
Resistance and Retreat, and set and number along the bottom, which also says PROXY. Long texts
first take room from the picture window and then shrink, all together, until they fit: no text is
ever cut off (:func:`layout_face` guarantees it and records where every word went).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PIL import Image

from playmat.cards.colours import card_colours, card_energy_type, trainer_kind
from playmat.cards.model import Card, EnergyType, TypeModifier
from playmat.effects.scripts import card_text
from playmat.i18n.catalogue import Reader
from playmat.printing.face_blocks import (
    AbilityBlock,
    AttackBlock,
    Block,
    EffectBlock,
    ReminderBlock,
)
from playmat.printing.face_canvas import Canvas
from playmat.printing.face_style import WHITE, FaceStyle, Ink, ink_for
from playmat.printing.page import MM_PER_INCH, Box
from playmat.printing.sheet_layout import CARD_HEIGHT, CARD_WIDTH

DPI = 300

BORDER = 2.2
BOTTOM_BORDER = 4.3
MARGIN = 1.6
LEFT = BORDER + MARGIN
WIDTH = CARD_WIDTH - 2 * LEFT
PANEL = Box(BORDER, BORDER, CARD_WIDTH - 2 * BORDER, CARD_HEIGHT - BORDER - BOTTOM_BORDER)
HEADER_TOP = BORDER + 1.0
HEADER_HEIGHT = 2.6
NAME_TOP = HEADER_TOP + 3.1
NAME_HEIGHT = 6.0
ART_TOP = NAME_TOP + NAME_HEIGHT + 0.6
STRIP_HEIGHT = 2.8
STATS_HEIGHT = 6.4
BLOCK_GAP = 1.5

#: Heights of the picture window: with little text, usually, and when text needs all the room.
ART_LARGEST = 33.0
ART_USUAL = 25.0
ART_SMALLEST = 4.0
#: Body text is never shrunk below this scale before the picture window gives up its room.
COMFORTABLE_SCALE = 0.82
SMALLEST_SCALE = 0.1

#: The parts of a card that text is drawn in, as recorded in :attr:`FaceLayout.text_boxes`.
HEADER, NAME, STRIP, BODY, STATS, FOOTER, ART = (
    "header",
    "name",
    "strip",
    "body",
    "stats",
    "footer",
    "art",
)


def pixels_per_mm(dpi: int) -> float:
    return dpi / MM_PER_INCH


def image_size(dpi: int, bleed_x: float = 0.0, bleed_y: float = 0.0) -> tuple[int, int]:
    """Pixels of a card with its bleed at ``dpi``, rounded up so it is never below ``dpi``."""
    scale = pixels_per_mm(dpi)
    return (
        math.ceil((CARD_WIDTH + 2 * bleed_x) * scale - 1e-6),
        math.ceil((CARD_HEIGHT + 2 * bleed_y) * scale - 1e-6),
    )


@dataclass
class FaceLayout:
    """Where a card's parts go, in card millimetres, and the scale its body text has."""

    card: Card
    art: Box
    body: Box
    scale: float
    blocks: list[Block]
    #: Filled in while painting: every piece of text and where its ink lies.
    text_boxes: list[tuple[str, Box]] = field(default_factory=list)

    def content_height(self, canvas: Canvas, scale: float | None = None) -> float:
        scale = self.scale if scale is None else scale
        heights = [block.height(canvas, self.body.width, scale) for block in self.blocks]
        return sum(heights) + BLOCK_GAP * scale * max(len(heights) - 1, 0)


@dataclass
class RenderedFace:
    image: Image.Image
    layout: FaceLayout


def render_face(
    card: Card,
    style: FaceStyle = FaceStyle.COLOUR,
    *,
    bleed_x: float = 0.0,
    bleed_y: float = 0.0,
    dpi: int = DPI,
    draw_text: bool = True,
) -> RenderedFace:
    """The card's proxy as an RGB image of the card plus its bleed, at ``dpi``.

    ``draw_text=False`` draws the same layout without its words (see :class:`Canvas`).
    """
    ink = ink_for(card_colours(card), style)
    image = Image.new("RGB", image_size(dpi, bleed_x, bleed_y), ink.frame)
    canvas = Canvas(image, pixels_per_mm(dpi), bleed_x, bleed_y, draw_text)
    layout = layout_face(card, canvas)
    _paint(canvas, ink, layout)
    layout.text_boxes = canvas.text_boxes
    return RenderedFace(image, layout)


# -- layout ----------------------------------------------------------------------------------


def body_blocks(card: Card) -> list[Block]:
    """Abilities, a Trainer's effect, attacks, then rule reminders, in printed order."""
    text = card_text(card).in_words(Reader())
    return [
        *(AbilityBlock(ability, words) for ability, words in text.abilities),
        *(EffectBlock(effect) for effect in text.effects),
        *(AttackBlock(attack, words) for attack, words in text.attacks),
        *(ReminderBlock(reminder) for reminder in text.reminders),
    ]


def layout_face(card: Card, canvas: Canvas) -> FaceLayout:
    """Place the parts; shrink the picture window, then the body text, until all text fits."""
    blocks = body_blocks(card)
    strip = STRIP_HEIGHT if info_strip_text(card) else 0.0
    body_bottom = PANEL.bottom - MARGIN - (STATS_HEIGHT + 1.2 if card.is_pokemon else 0)
    largest = ART_LARGEST if blocks else body_bottom - ART_TOP - strip - 1.0
    layout = FaceLayout(card, Box(0, 0, 0, 0), Box(0, 0, 0, 0), 1.0, blocks)

    def place(art_height: float) -> None:
        layout.art = Box(LEFT, ART_TOP, WIDTH, art_height)
        top = layout.art.bottom + strip + 1.2
        layout.body = Box(LEFT, top, WIDTH, max(body_bottom - top, 0.0))

    def shrink_art(scale: float, smallest: float) -> None:
        lacking = layout.content_height(canvas, scale) - layout.body.height
        if lacking > 0:
            place(max(smallest, layout.art.height - lacking))

    place(largest)
    if blocks:
        shrink_art(1.0, ART_USUAL)
        shrink_art(COMFORTABLE_SCALE, ART_SMALLEST)
        layout.scale = _fitting_scale(layout, canvas)
    return layout


def _fitting_scale(layout: FaceLayout, canvas: Canvas) -> float:
    """The largest text scale (at most 1) at which the body fits."""
    available = layout.body.height
    if layout.content_height(canvas, 1.0) <= available:
        return 1.0
    low, high = SMALLEST_SCALE, 1.0
    for _ in range(12):
        middle = (low + high) / 2
        if layout.content_height(canvas, middle) <= available:
            low = middle
        else:
            high = middle
    return low


def info_strip_text(card: Card) -> str:
    """Subtypes the header does not already show (``GX``, ``ACE SPEC``)."""
    shown = {card.stage, trainer_kind(card), "Basic" if card.is_energy else None, "Special"}
    extra = [s for s in card.subtypes if s not in shown and not s.startswith("Pokémon Tool")]
    return " · ".join(extra)


def kind_labels(card: Card) -> tuple[str, str]:
    """The label at the top left and the one at the top right (``TRAINER`` / ``SUPPORTER``)."""
    if card.is_pokemon:
        return (card.stage or "Basic").upper(), ""
    if card.is_trainer:
        return "TRAINER", (trainer_kind(card) or "").upper()
    return "ENERGY", "BASIC" if card.is_basic_energy else "SPECIAL"


# -- painting --------------------------------------------------------------------------------


def _paint(canvas: Canvas, ink: Ink, layout: FaceLayout) -> None:
    _paint_frame(canvas, ink)
    _paint_header(canvas, ink, layout.card)
    _paint_art(canvas, ink, layout)
    _paint_strip(canvas, ink, layout)
    _paint_body(canvas, ink, layout)
    if layout.card.is_pokemon:
        _paint_stats(canvas, ink, layout.card)
    _paint_footer(canvas, ink, layout.card)


def _paint_frame(canvas: Canvas, ink: Ink) -> None:
    if ink.filled:
        canvas.rectangle(PANEL, fill=ink.panel, outline=ink.lines, width=0.15, radius=1.5)
    else:
        # The cut line, so a cut card has an edge even on white paper.
        canvas.rectangle(Box(0, 0, CARD_WIDTH, CARD_HEIGHT), outline=ink.lines, width=0.15)
        canvas.rectangle(PANEL, outline=ink.rule, width=0.15, radius=1.5)


def _paint_header(canvas: Canvas, ink: Ink, card: Card) -> None:
    left_label, right_label = kind_labels(card)
    pill_size = 1.75
    pill_width = canvas.text_width(left_label, pill_size, bold=True) + 2.2
    pill = Box(LEFT, HEADER_TOP, pill_width, HEADER_HEIGHT)
    if ink.filled:
        canvas.rectangle(pill, fill=ink.frame, radius=HEADER_HEIGHT / 2)
    else:
        canvas.rectangle(pill, outline=ink.lines, width=0.18, radius=HEADER_HEIGHT / 2)
    middle = HEADER_TOP + HEADER_HEIGHT / 2
    pill_ink = ink.frame_text if ink.filled else ink.text
    canvas.text(
        HEADER, pill.x + pill_width / 2, middle, left_label, pill_size, pill_ink, True, "mm"
    )
    right_width = 0.0
    if right_label:
        size = canvas.shrink_to_fit(right_label, WIDTH * 0.45, 2.0, bold=True)
        right_width = canvas.text_width(right_label, size, bold=True)
        colour = ink.frame if ink.filled else ink.text
        canvas.text(HEADER, LEFT + WIDTH, middle, right_label, size, colour, True, "rm")
    if card.evolves_from:
        evolves = f"Evolves from {card.evolves_from}"
        room = WIDTH - pill_width - 1.2 - (right_width + 1.2 if right_width else 0)
        size = canvas.shrink_to_fit(evolves, room, 1.9, bold=False)
        canvas.text(HEADER, pill.right + 1.2, middle, evolves, size, ink.muted, anchor="lm")
    hp_width = _paint_hp(canvas, ink, card)
    _paint_name(canvas, ink, card.name, WIDTH - hp_width - (1.4 if hp_width else 0))


def _paint_hp(canvas: Canvas, ink: Ink, card: Card) -> float:
    """HP and type symbols at the right of the name line; returns the width they take."""
    radius = 1.9
    right = LEFT + WIDTH
    middle = NAME_TOP + NAME_HEIGHT / 2
    for energy in reversed(card.types):
        canvas.energy(right - radius, middle, radius, energy, ink.filled)
        right -= 2 * radius + 0.4
    if card.hp is None:
        return LEFT + WIDTH - right if card.types else 0.0
    number = str(card.hp)
    number_size, label_size = 4.4, 1.9
    canvas.text(NAME, right - 0.5, middle + 1.6, number, number_size, ink.text, True, "rs")
    number_width = canvas.text_width(number, number_size, bold=True)
    label_right = right - 0.5 - number_width - 0.3
    canvas.text(NAME, label_right, middle + 1.6, "HP", label_size, ink.text, True, "rs")
    return LEFT + WIDTH - (label_right - canvas.text_width("HP", label_size, bold=True))


def _paint_name(canvas: Canvas, ink: Ink, name: str, width: float) -> None:
    """The name on one line if it fits at a readable size, else on two smaller lines."""
    size = canvas.fit_size(name, width, 4.4, 3.0, bold=True)
    middle = NAME_TOP + NAME_HEIGHT / 2
    if canvas.text_width(name, size, bold=True) <= width:
        canvas.text(NAME, LEFT, middle, name, size, ink.text, True, "lm")
        return
    size = 2.8
    lines = canvas.wrap(name, size, width, bold=True)
    while size > 0.8 and (
        len(lines) * size * 1.12 > NAME_HEIGHT
        or max(canvas.text_width(line, size, bold=True) for line in lines) > width
    ):
        size *= 0.96
        lines = canvas.wrap(name, size, width, bold=True)
    top = middle - len(lines) * size * 1.12 / 2
    for index, line in enumerate(lines):
        canvas.text(NAME, LEFT, top + index * size * 1.12, line, size, ink.text, True)


def _paint_art(canvas: Canvas, ink: Ink, layout: FaceLayout) -> None:
    """The picture window: the card's colour, its type's symbol, and PROXY written across."""
    art = layout.art
    if art.height < 0.5:
        return
    if ink.filled:
        _gradient(canvas, art, ink.art_light, ink.art)
        canvas.rectangle(art, outline=ink.lines, width=0.35)
    else:
        canvas.rectangle(art, outline=ink.rule, width=0.15)
    energy = card_energy_type(layout.card)
    if energy is not None and art.height > 8 and layout.card.is_energy:
        radius = min(art.height, art.width) * 0.36
        canvas.energy(art.x + art.width / 2, art.y + art.height / 2, radius, energy, ink.filled)
        return
    if art.height > 6:
        word = "PROXY"
        size = canvas.shrink_to_fit(word, art.width * 0.7, min(art.height * 0.45, 11.0), True)
        colour = ink.emblem
        middle = art.y + art.height / 2
        canvas.text(ART, art.x + art.width / 2, middle, word, size, colour, True, "mm")


def _gradient(
    canvas: Canvas, box: Box, top: tuple[int, int, int], bottom: tuple[int, int, int]
) -> None:
    x0, y0 = canvas.px(box.x, box.y)
    x1, y1 = canvas.px(box.right, box.bottom)
    size = (max(1, round(x1) - round(x0)), max(1, round(y1) - round(y0)))
    mask = Image.linear_gradient("L").resize(size)
    canvas.image.paste(
        Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask),
        (round(x0), round(y0)),
    )


def _paint_strip(canvas: Canvas, ink: Ink, layout: FaceLayout) -> None:
    text = info_strip_text(layout.card)
    if not text:
        return
    size = canvas.shrink_to_fit(text, WIDTH, 1.9, bold=True)
    middle = layout.art.bottom + STRIP_HEIGHT / 2 + 0.2
    canvas.text(STRIP, LEFT + WIDTH / 2, middle, text, size, ink.muted, True, "mm")


def _paint_body(canvas: Canvas, ink: Ink, layout: FaceLayout) -> None:
    """Abilities, effects and attacks from the top; rule reminders at the bottom, as printed."""
    scale, body = layout.scale, layout.body
    gap = BLOCK_GAP * scale
    blocks = layout.blocks
    first_reminder = len(blocks)
    while first_reminder and isinstance(blocks[first_reminder - 1], ReminderBlock):
        first_reminder -= 1
    y = body.y
    for index, block in enumerate(blocks[:first_reminder]):
        if index:
            if isinstance(block, AttackBlock | AbilityBlock):
                line_y = y + gap / 2
                canvas.line(LEFT + 2, line_y, LEFT + WIDTH - 2, line_y, ink.rule, 0.12)
            y += gap
        block.paint(canvas, ink, LEFT, y, body.width, scale)
        y += block.height(canvas, body.width, scale)
    reminders = blocks[first_reminder:]
    y = body.bottom - sum(b.height(canvas, body.width, scale) for b in reminders)
    y -= gap * max(len(reminders) - 1, 0)
    for block in reminders:
        block.paint(canvas, ink, LEFT, y, body.width, scale)
        y += block.height(canvas, body.width, scale) + gap


def _paint_stats(canvas: Canvas, ink: Ink, card: Card) -> None:
    """Weakness, Resistance and Retreat along the bottom of a Pokémon."""
    top = PANEL.bottom - MARGIN - STATS_HEIGHT
    canvas.line(LEFT, top - 0.4, LEFT + WIDTH, top - 0.4, ink.rule, 0.12)
    column = WIDTH / 3
    for index, label in enumerate(("WEAKNESS", "RESISTANCE", "RETREAT")):
        centre = LEFT + index * column + column / 2
        canvas.text(STATS, centre, top + 0.3, label, 1.55, ink.muted, True, "ma")
    middle = top + 4.4
    _paint_modifiers(canvas, ink, card.weaknesses, LEFT, column, middle)
    _paint_modifiers(canvas, ink, card.resistances, LEFT + column, column, middle)
    _paint_symbols(canvas, ink, list(card.retreat_cost), LEFT + 2 * column, column, middle)


def _paint_modifiers(
    canvas: Canvas, ink: Ink, modifiers: tuple[TypeModifier, ...], x: float, width: float, y: float
) -> None:
    if not modifiers:
        canvas.text(STATS, x + width / 2, y, "–", 2.4, ink.muted, True, "mm")
        return
    size, radius, gap = 2.3, 1.35, 1.0
    texts = [m.printed for m in modifiers]

    def total(size: float, radius: float) -> float:
        pieces = [2 * radius + 0.3 + canvas.text_width(t, size, True) for t in texts]
        return sum(pieces) + gap * (len(pieces) - 1)

    shrink = min(1.0, (width - 0.6) / total(size, radius))
    size, radius, gap = size * shrink, radius * shrink, gap * shrink
    cursor = x + (width - total(size, radius)) / 2
    for modifier, text in zip(modifiers, texts, strict=True):
        canvas.energy(cursor + radius, y, radius, modifier.type, ink.filled)
        cursor += 2 * radius + 0.3
        canvas.text(STATS, cursor, y, text, size, ink.text, True, "lm")
        cursor += canvas.text_width(text, size, True) + gap


def _paint_symbols(
    canvas: Canvas, ink: Ink, symbols: list[EnergyType], x: float, width: float, y: float
) -> None:
    if not symbols:
        canvas.text(STATS, x + width / 2, y, "–", 2.4, ink.muted, True, "mm")
        return
    radius = min(1.35, (width - 0.6) / len(symbols) / 2 - 0.2)
    step = 2 * radius + 0.4
    cursor = x + (width - step * len(symbols) + 0.4) / 2
    for energy in symbols:
        canvas.energy(cursor + radius, y, radius, energy, ink.filled)
        cursor += step


def _paint_footer(canvas: Canvas, ink: Ink, card: Card) -> None:
    """Regulation mark, set and number on the bottom of the frame, and the PROXY mark."""
    middle = PANEL.bottom + BOTTOM_BORDER / 2
    x = BORDER + 0.6
    right = CARD_WIDTH - BORDER - 0.6
    proxy_right = paint_proxy_mark(canvas, ink, right, middle)
    if card.regulation_mark:
        size = 1.8
        box_width = max(2.8, canvas.text_width(card.regulation_mark, size, True) + 0.8)
        box = Box(x, middle - 1.3, box_width, 2.6)
        canvas.rectangle(box, outline=ink.frame_text, width=0.15, radius=0.4)
        canvas.text(
            FOOTER,
            box.x + box_width / 2,
            middle,
            card.regulation_mark,
            size,
            ink.frame_text,
            True,
            "mm",
        )
        x = box.right + 1.0
    parts = [card.set_name or card.set_id, card.number]
    set_text = " · ".join(part for part in parts if part)
    room = proxy_right - 1.5 - x
    size = canvas.shrink_to_fit(set_text, room, 1.9, bold=True)
    canvas.text(FOOTER, x, middle, set_text, size, ink.frame_text, True, "lm")


def paint_proxy_mark(canvas: Canvas, ink: Ink, right: float, middle: float) -> float:
    """The word PROXY in a pill ending at ``right``; returns the pill's left edge."""
    size = 1.7
    width = canvas.text_width("PROXY", size, True) + 1.8
    pill = Box(right - width, middle - 1.3, width, 2.6)
    if ink.filled:
        canvas.rectangle(pill, fill=WHITE, radius=1.3)
        colour = ink.frame if ink.frame != WHITE else ink.text
    else:
        canvas.rectangle(pill, outline=ink.lines, width=0.18, radius=1.3)
        colour = ink.text
    canvas.text(FOOTER, pill.x + width / 2, middle, "PROXY", size, colour, True, "mm")
    return pill.x
