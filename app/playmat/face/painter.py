"""Drawing a card face from its data, at any size, without a card image: the one drawing of a
card for the screen and for paper.

:func:`layout_card` decides once where everything goes and how small the body text must be to
fit; :func:`paint_card` paints that layout into any rectangle with the 63:88 shape of a card, on
any painter: a widget, a scene item, an image, a printer or a PDF. The card views, the table and
the printed proxies all paint through these two, so a card looks the same everywhere; a proxy
(:class:`FaceOptions`) only adds its PROXY marks and square corners, and may be ink-saving.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from playmat.cards.colours import TypeColours, card_colours, card_energy_type, trainer_kind
from playmat.cards.labels import subtype_label
from playmat.cards.model import Card, EnergyType, TypeModifier
from playmat.effects.automation import Automation
from playmat.effects.scripts import card_text
from playmat.face.blocks import (
    MIDDLE_LEFT,
    MIDDLE_RIGHT,
    AbilityBlock,
    AttackBlock,
    Block,
    EffectBlock,
    ReminderBlock,
    paint_energy,
    paint_pill,
    pill_width,
)
from playmat.face.fonts import fit_font, font, text_width, wrap_words
from playmat.face.style import BY_HAND, BY_HAND_TINT, FaceStyle, Ink, ink_for
from playmat.i18n.catalogue import Reader, t

#: A card in card units: 63 x 88 mm in tenths of a millimetre.
CARD_WIDTH = 630.0
CARD_HEIGHT = 880.0
ASPECT = CARD_WIDTH / CARD_HEIGHT

_BORDER = 22.0
_BOTTOM_BORDER = 46.0
_MARGIN = 18.0
_LEFT = _BORDER + _MARGIN
_WIDTH = CARD_WIDTH - 2 * _LEFT
_PANEL_BOTTOM = CARD_HEIGHT - _BOTTOM_BORDER
_HEADER_TOP = _BORDER + 10.0
_NAME_TOP = _HEADER_TOP + 32.0
_NAME_HEIGHT = 60.0
_ART_TOP = _NAME_TOP + _NAME_HEIGHT + 6.0
_STRIP_HEIGHT = 28.0
_STATS_HEIGHT = 66.0
_BLOCK_GAP = 16.0

#: Heights of the art window: with little text, usually, and when the text needs all the room.
_ART_LARGEST = 330.0
_ART_USUAL = 250.0
_ART_SMALLEST = 70.0
#: Body text is never shrunk below this scale before the art window gives up its space.
_COMFORTABLE_SCALE = 0.82
_SMALLEST_SCALE = 0.2


@dataclass(frozen=True)
class FaceOptions:
    """How a face is drawn: on screen (rounded corners), or as a printed proxy (square corners
    for cutting, marked PROXY), in colour or ink-saving."""

    style: FaceStyle = FaceStyle.COLOUR
    proxy: bool = False


@dataclass
class CardLayout:
    """Where a card's parts go, in card units, and the scale its body text is drawn at."""

    card: Card
    colours: TypeColours
    art: QRectF
    body: QRectF
    scale: float
    blocks: list[Block] = field(default_factory=list)

    def content_height(self, scale: float | None = None) -> float:
        """Height of the body blocks and the gaps between them at ``scale``."""
        scale = self.scale if scale is None else scale
        heights = [block.height(self.body.width(), scale) for block in self.blocks]
        return sum(heights) + _BLOCK_GAP * scale * max(len(heights) - 1, 0)

    @property
    def fits(self) -> bool:
        return self.content_height() <= self.body.height() + 0.5


def layout_card(card: Card, automation: Automation | None = None) -> CardLayout:
    """Place a card's parts; shrink the art window, then the body text, until all text fits.
    With ``automation``, the pieces of text Playmat leaves to the players are marked."""
    blocks = _body_blocks(card, automation or Automation())
    info = bool(_info_strip_text(card))
    body_bottom = _PANEL_BOTTOM - _MARGIN - (_STATS_HEIGHT + 14 if card.is_pokemon else 0)
    art_largest = _ART_LARGEST
    if not blocks:
        art_largest = body_bottom - _ART_TOP - (_STRIP_HEIGHT if info else 0) - 10
    layout = CardLayout(card, card_colours(card), QRectF(), QRectF(), 1.0, blocks)

    def place(art_height: float) -> None:
        layout.art = QRectF(_LEFT, _ART_TOP, _WIDTH, art_height)
        body_top = layout.art.bottom() + (_STRIP_HEIGHT if info else 0) + 12
        layout.body = QRectF(_LEFT, body_top, _WIDTH, max(body_bottom - body_top, 0))

    def shrink_art(scale: float, smallest: float) -> None:
        """Give the body what it lacks at ``scale``, taking it from the art (down to smallest)."""
        lacking = layout.content_height(scale) - layout.body.height()
        if lacking > 0:
            place(max(smallest, layout.art.height() - lacking))

    place(art_largest)
    if blocks:
        # Full-size text first, with an art window of ordinary size; then smaller text, with
        # the art giving up the rest of its room; then text as small as it takes.
        shrink_art(1.0, _ART_USUAL)
        shrink_art(_COMFORTABLE_SCALE, _ART_SMALLEST)
        layout.scale = _fitting_scale(layout)
    return layout


def _fitting_scale(layout: CardLayout) -> float:
    """The largest text scale (at most 1) at which the body fits."""
    available = layout.body.height()
    if layout.content_height(1.0) <= available:
        return 1.0
    low, high = _SMALLEST_SCALE, 1.0
    for _ in range(14):
        middle = (low + high) / 2
        if layout.content_height(middle) <= available:
            low = middle
        else:
            high = middle
    return low


def _body_blocks(card: Card, automation: Automation) -> list[Block]:
    reader = Reader()
    text = card_text(card).in_words(reader)
    by_hand = automation.manual_abilities
    abilities = [
        AbilityBlock(ability, words, reader.words(ability.power), by_hand=index in by_hand)
        for index, (ability, words) in enumerate(text.abilities)
    ]
    attacks = [
        AttackBlock(attack, words, by_hand=index in automation.manual_attacks)
        for index, (attack, words) in enumerate(text.attacks)
    ]
    return [
        *abilities,
        *(EffectBlock(effect, by_hand=automation.manual_effect) for effect in text.effects),
        *attacks,
        *(ReminderBlock(reminder) for reminder in text.reminders),
    ]


# -- painting ----------------------------------------------------------------------------------


def card_rect(area: QRectF) -> QRectF:
    """The largest 63:88 rectangle centred in ``area``."""
    width = min(area.width(), area.height() * ASPECT)
    height = width / ASPECT
    return QRectF(
        area.x() + (area.width() - width) / 2,
        area.y() + (area.height() - height) / 2,
        width,
        height,
    )


def paint_card(
    painter: QPainter, target: QRectF, layout: CardLayout, options: FaceOptions | None = None
) -> None:
    """Paint the card of ``layout`` scaled into ``target`` (which should be 63:88)."""
    options = options or FaceOptions()
    ink = ink_for(layout.colours, options.style)
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing, True
    )
    painter.translate(target.topLeft())
    painter.scale(target.width() / CARD_WIDTH, target.height() / CARD_HEIGHT)
    _paint_frame(painter, ink, options)
    _paint_header(painter, ink, layout)
    _paint_art(painter, ink, layout, options)
    _paint_info_strip(painter, ink, layout)
    _paint_body(painter, ink, layout)
    if layout.card.is_pokemon:
        _paint_stats(painter, ink, layout.card)
    _paint_footer(painter, ink, layout, options)
    painter.restore()


def bleed_colour(card: Card, style: FaceStyle) -> QColor | None:
    """What a printed proxy's bleed (the margin printed beyond its cut line) is filled with:
    the frame's colour, or nothing in the ink-saving look."""
    ink = ink_for(card_colours(card), style)
    return ink.frame if ink.filled else None


def render_card(card: Card, width: int) -> QImage:
    """The card as an image ``width`` pixels wide, on a transparent background."""
    size = QSize(width, round(width / ASPECT))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, size.width(), size.height()), layout_card(card))
    painter.end()
    return image


def _paint_frame(painter: QPainter, ink: Ink, options: FaceOptions) -> None:
    outline = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
    panel = QRectF(_BORDER, _BORDER, CARD_WIDTH - 2 * _BORDER, _PANEL_BOTTOM - _BORDER)
    if not ink.filled:
        # White paper, the cut line (so a cut card has an edge) and the panel.
        painter.fillRect(outline, ink.panel)
        painter.setPen(QPen(ink.lines, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(outline)
        painter.setPen(QPen(ink.rule, 1.5))
        painter.drawRoundedRect(panel, 16, 16)
        return
    gradient = QLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT)
    gradient.setColorAt(0, ink.frame.lighter(118))
    gradient.setColorAt(1, ink.frame.darker(118))
    if options.proxy:
        # Square, without an outline: a printed card is cut along its edge.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRect(outline)
    else:
        frame = QPainterPath()
        frame.addRoundedRect(outline, 32, 32)
        painter.setPen(QPen(ink.frame.darker(160), 3))
        painter.setBrush(gradient)
        painter.drawPath(frame)
    fill = QLinearGradient(0, panel.top(), 0, panel.bottom())
    fill.setColorAt(0, ink.panel.lighter(104))
    fill.setColorAt(1, ink.panel)
    painter.setPen(QPen(ink.lines, 2))
    painter.setBrush(fill)
    painter.drawRoundedRect(panel, 16, 16)


def _kind_labels(card: Card) -> tuple[str, str]:
    """The pill at the top left and the label at the top right (``TRAINER`` / ``SUPPORTER``)."""
    if card.is_pokemon:
        return subtype_label(card.stage or "Basic").upper(), ""
    if card.is_trainer:
        kind = trainer_kind(card)
        return t("supertype.trainer").upper(), subtype_label(kind).upper() if kind else ""
    kind = subtype_label("Basic" if card.is_basic_energy else "Special")
    return t("supertype.energy").upper(), kind.upper()


def _paint_header(painter: QPainter, ink: Ink, layout: CardLayout) -> None:
    card = layout.card
    pill_text, right_text = _kind_labels(card)
    pill_colour = ink.frame if ink.filled else ink.lines
    pill = paint_pill(
        painter, _LEFT, _HEADER_TOP, 26, pill_text, pill_colour, ink.pill_text, ink.filled
    )
    right_width = 0.0
    if right_text:
        right_font = fit_font(right_text, _WIDTH * 0.45, 21, 9, bold=True)
        right_width = text_width(right_text, right_font)
        painter.setPen(ink.frame.darker(115) if ink.filled else ink.text)
        painter.setFont(right_font)
        painter.drawText(QRectF(_LEFT, _HEADER_TOP, _WIDTH, 26), MIDDLE_RIGHT, right_text)
    if card.evolves_from:
        evolves = t("face.evolves_from", name=card.evolves_from)
        room = _WIDTH - pill - 12 - (right_width + 12 if right_width else 0)
        painter.setPen(ink.muted)
        painter.setFont(fit_font(evolves, room, 20, 9))
        painter.drawText(QRectF(_LEFT + pill + 12, _HEADER_TOP, room, 26), MIDDLE_LEFT, evolves)
    hp_width = _paint_hp(painter, ink, card) if card.hp is not None else 0.0
    _paint_name(painter, ink, card.name, _WIDTH - hp_width - (14 if hp_width else 0))


def _paint_hp(painter: QPainter, ink: Ink, card: Card) -> float:
    """HP and type symbols at the right of the name line; returns the width they take."""
    radius = 19.0
    right = _LEFT + _WIDTH
    centre_y = _NAME_TOP + _NAME_HEIGHT / 2
    for energy in reversed(card.types):
        paint_energy(painter, QPointF(right - radius, centre_y), radius, energy, ink.filled)
        right -= 2 * radius + 4
    number_font = font(44, bold=True)
    label_font = font(19, bold=True)
    number = str(card.hp)
    label = t("face.hp")
    number_width = text_width(number, number_font)
    label_width = text_width(label, label_font)
    painter.setPen(ink.text)
    painter.setFont(number_font)
    baseline = _NAME_TOP + _NAME_HEIGHT * 0.74
    painter.drawText(QPointF(right - 6 - number_width, baseline), number)
    painter.setFont(label_font)
    painter.drawText(QPointF(right - 9 - number_width - label_width, baseline), label)
    return _LEFT + _WIDTH - (right - 9 - number_width - label_width)


def _paint_name(painter: QPainter, ink: Ink, name: str, width: float) -> None:
    """The name on one line if it fits at a readable size, else on two smaller lines."""
    painter.setPen(ink.text)
    line = fit_font(name, width, 46, 30, bold=True)
    if text_width(name, line) <= width:
        painter.setFont(line)
        painter.drawText(QRectF(_LEFT, _NAME_TOP, width, _NAME_HEIGHT), MIDDLE_LEFT, name)
        return
    size = 28.0
    lines = wrap_words(name, font(size, bold=True), width)
    while size > 8 and (
        len(lines) * size * 1.1 > _NAME_HEIGHT
        or max(text_width(text, font(size, bold=True)) for text in lines) > width
    ):
        size -= 1
        lines = wrap_words(name, font(size, bold=True), width)
    painter.setFont(font(size, bold=True))
    line_height = size * 1.1
    top = _NAME_TOP + (_NAME_HEIGHT - line_height * len(lines)) / 2
    for index, text in enumerate(lines):
        box = QRectF(_LEFT, top + index * line_height, width, line_height)
        painter.drawText(box, MIDDLE_LEFT, text)


def _paint_art(painter: QPainter, ink: Ink, layout: CardLayout, options: FaceOptions) -> None:
    """The art window: the card's colour and, for typed cards, a large Energy emblem; on a
    proxy the word PROXY across it."""
    art = layout.art
    painter.save()
    if ink.filled:
        gradient = QLinearGradient(art.topLeft(), art.bottomRight())
        gradient.setColorAt(0, ink.art_light.lighter(103))
        gradient.setColorAt(0.55, ink.art.lighter(125))
        gradient.setColorAt(1, ink.art)
        painter.setPen(QPen(ink.frame.darker(115), 5))
        painter.setBrush(gradient)
        painter.drawRect(art)
        painter.setClipRect(art.adjusted(3, 3, -3, -3))
        _paint_stripes(painter, art)
    else:
        painter.setPen(QPen(ink.rule, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(art)
        painter.setClipRect(art.adjusted(2, 2, -2, -2))
    energy = card_energy_type(layout.card)
    if energy is not None and (layout.card.is_energy or not options.proxy):
        _paint_emblem(painter, ink, art, energy, faint=not layout.card.is_energy)
    elif options.proxy:
        _paint_watermark(painter, ink, art, t("face.proxy"))
    else:
        kinds = _kind_labels(layout.card)
        _paint_watermark(painter, ink, art, kinds[1] or kinds[0])
    painter.restore()


def _stroke_stripes(painter: QPainter, art: QRectF) -> None:
    """Light diagonal stripes across the art window (clipped to it by the caller)."""
    painter.setPen(QPen(QColor(255, 255, 255, 60), 10))
    step = 46.0
    x = art.left() - art.height()
    while x < art.right():
        painter.drawLine(QPointF(x, art.bottom()), QPointF(x + art.height(), art.top()))
        x += step


#: The stripes of art windows as painted on screen, by the art window's size, the scale and
#: where it falls within a pixel: the same for every card of a size, and costly to paint.
_stripes: OrderedDict[tuple[float, ...], QPixmap] = OrderedDict()
STRIPES_KEPT = 64


def _paint_stripes(painter: QPainter, art: QRectF) -> None:
    """The art window's stripes: painted once for each size on screen and then copied (thick
    smooth lines cost more than the rest of the art). A card turned, or printed, is painted
    as it is."""
    transform = painter.worldTransform()
    engine = painter.paintEngine()
    if (
        transform.type().value > QTransform.TransformationType.TxScale.value
        or engine is None
        or engine.type() is not QPaintEngine.Type.Raster
    ):
        _stroke_stripes(painter, art)
        return
    ratio = painter.device().devicePixelRatioF()
    window = art.adjusted(3, 3, -3, -3)
    pixels = transform.mapRect(window)
    pixels = QRectF(
        pixels.left() * ratio, pixels.top() * ratio, pixels.width() * ratio, pixels.height() * ratio
    )
    left, top = math.floor(pixels.left()), math.floor(pixels.top())
    offset = (round(pixels.left() - left, 2), round(pixels.top() - top, 2))
    key = (art.width(), art.height(), transform.m11() * ratio, transform.m22() * ratio, *offset)
    stripes = _stripes.pop(key, None)
    if stripes is None:
        stripes = QPixmap(math.ceil(pixels.right()) - left, math.ceil(pixels.bottom()) - top)
        stripes.fill(Qt.GlobalColor.transparent)
        stripes_painter = QPainter(stripes)
        stripes_painter.setRenderHints(painter.renderHints())
        stripes_painter.translate(-left, -top)
        stripes_painter.scale(ratio, ratio)
        stripes_painter.setTransform(transform, True)
        stripes_painter.setClipRect(window)
        _stroke_stripes(stripes_painter, art)
        stripes_painter.end()
        stripes.setDevicePixelRatio(ratio)
        if len(_stripes) >= STRIPES_KEPT:
            _stripes.popitem(last=False)
    _stripes[key] = stripes
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(left / ratio, top / ratio), stripes)
    painter.restore()


def _paint_emblem(
    painter: QPainter, ink: Ink, art: QRectF, energy: EnergyType, faint: bool
) -> None:
    radius = min(art.height(), art.width()) * (0.3 if faint else 0.36)
    if faint:
        painter.setOpacity(0.35)
    paint_energy(painter, art.center(), radius, energy, ink.filled)


def _paint_watermark(painter: QPainter, ink: Ink, art: QRectF, text: str) -> None:
    """A word written large and faint across the art window (``SUPPORTER``, ``PROXY``)."""
    painter.setPen(ink.emblem)
    painter.setFont(fit_font(text, art.width() * 0.8, min(art.height() * 0.3, 80), 8, bold=True))
    painter.drawText(art, int(Qt.AlignmentFlag.AlignCenter), text)


def _info_strip_text(card: Card) -> str:
    """Subtypes the header does not already show (``GX``, ``ACE SPEC``)."""
    shown = {card.stage, trainer_kind(card), "Basic" if card.is_energy else None, "Special"}
    extra = [s for s in card.subtypes if s not in shown and not s.startswith("Pokémon Tool")]
    return " · ".join(subtype_label(subtype) for subtype in extra)


def _paint_info_strip(painter: QPainter, ink: Ink, layout: CardLayout) -> None:
    text = _info_strip_text(layout.card)
    if not text:
        return
    box = QRectF(_LEFT, layout.art.bottom() + 4, _WIDTH, _STRIP_HEIGHT - 4)
    painter.setPen(ink.muted)
    painter.setFont(fit_font(text, _WIDTH, 19, 9, bold=True))
    painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)


def _paint_body(painter: QPainter, ink: Ink, layout: CardLayout) -> None:
    """Abilities, effects and attacks from the top; rule reminders at the bottom, as printed."""
    scale = layout.scale
    width = layout.body.width()
    gap = _BLOCK_GAP * scale
    blocks = layout.blocks
    first_reminder = len(blocks)
    while first_reminder and isinstance(blocks[first_reminder - 1], ReminderBlock):
        first_reminder -= 1
    y = layout.body.top()
    for index, block in enumerate(blocks[:first_reminder]):
        if index:
            if isinstance(block, AttackBlock | AbilityBlock):
                painter.setPen(QPen(ink.rule, 1.5))
                painter.drawLine(
                    QPointF(_LEFT + 20, y + gap / 2), QPointF(_LEFT + width - 20, y + gap / 2)
                )
            y += gap
        if block.by_hand:
            _paint_by_hand(painter, y, block.height(width, scale), scale)
        block.paint(painter, ink, _LEFT, y, width, scale)
        y += block.height(width, scale)
    reminders = blocks[first_reminder:]
    y = layout.body.bottom() - sum(b.height(width, scale) for b in reminders)
    y -= gap * max(len(reminders) - 1, 0)
    for block in reminders:
        block.paint(painter, ink, _LEFT, y, width, scale)
        y += block.height(width, scale) + gap


def _paint_by_hand(painter: QPainter, top: float, height: float, scale: float) -> None:
    """The mark of text the players resolve by hand: a tint behind it and a bar in the margin
    (the card view's tooltip and the card panel say what it means)."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    pad = 5 * scale
    painter.setBrush(QColor(BY_HAND_TINT))
    painter.drawRoundedRect(
        QRectF(_LEFT - pad, top - pad, _WIDTH + 2 * pad, height + 2 * pad), 8 * scale, 8 * scale
    )
    painter.setBrush(QColor(BY_HAND))
    bar = QRectF(_BORDER + 4, top - pad, 9, height + 2 * pad)
    painter.drawRoundedRect(bar, 4.5, 4.5)
    painter.restore()


def _paint_stats(painter: QPainter, ink: Ink, card: Card) -> None:
    """Weakness, Resistance and Retreat along the bottom of a Pokémon."""
    top = _PANEL_BOTTOM - _MARGIN - _STATS_HEIGHT
    painter.setPen(QPen(ink.rule, 1.5))
    painter.drawLine(QPointF(_LEFT, top - 4), QPointF(_LEFT + _WIDTH, top - 4))
    column = _WIDTH / 3
    labels = (t("face.weakness"), t("face.resistance"), t("face.retreat"))
    painter.setPen(ink.muted)
    for index, label in enumerate(labels):
        text = label.upper()
        painter.setFont(fit_font(text, column - 6, 17, 8, bold=True))
        box = QRectF(_LEFT + index * column, top, column, 22)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignHCenter), text)
    centre_y = top + 44
    _paint_modifiers(painter, ink, card.weaknesses, _LEFT, column, centre_y)
    _paint_modifiers(painter, ink, card.resistances, _LEFT + column, column, centre_y)
    _paint_symbols(painter, ink, list(card.retreat_cost), _LEFT + 2 * column, column, centre_y)


def _paint_modifiers(
    painter: QPainter,
    ink: Ink,
    modifiers: tuple[TypeModifier, ...],
    x: float,
    width: float,
    y: float,
) -> None:
    if not modifiers:
        _paint_none(painter, ink, x, width, y)
        return
    value_font = font(24, bold=True)
    radius = 14.0
    pieces = [(m.type, m.printed, text_width(m.printed, value_font)) for m in modifiers]
    total = sum(2 * radius + 4 + w for _, _, w in pieces) + 12 * (len(pieces) - 1)
    shrink = min(1.0, (width - 6) / total)
    radius *= shrink
    value_font = font(24 * shrink, bold=True)
    total *= shrink
    cursor = x + (width - total) / 2
    for energy, printed, _ in pieces:
        paint_energy(painter, QPointF(cursor + radius, y), radius, energy, ink.filled)
        cursor += 2 * radius + 4 * shrink
        value_width = text_width(printed, value_font)
        painter.setPen(ink.text)
        painter.setFont(value_font)
        painter.drawText(QRectF(cursor, y - 16, value_width + 2, 32), MIDDLE_LEFT, printed)
        cursor += value_width + 12 * shrink


def _paint_symbols(
    painter: QPainter, ink: Ink, symbols: list[EnergyType], x: float, width: float, y: float
) -> None:
    if not symbols:
        _paint_none(painter, ink, x, width, y)
        return
    radius = min(14.0, (width - 8) / len(symbols) / 2 - 2)
    step = 2 * radius + 4
    cursor = x + (width - step * len(symbols) + 4) / 2
    for energy in symbols:
        paint_energy(painter, QPointF(cursor + radius, y), radius, energy, ink.filled)
        cursor += step


def _paint_none(painter: QPainter, ink: Ink, x: float, width: float, y: float) -> None:
    painter.setPen(ink.muted)
    painter.setFont(font(24, bold=True))
    painter.drawText(QRectF(x, y - 16, width, 32), int(Qt.AlignmentFlag.AlignCenter), "–")


def _paint_footer(painter: QPainter, ink: Ink, layout: CardLayout, options: FaceOptions) -> None:
    """Regulation mark, set and number, and rarity on the bottom of the frame; a proxy says
    PROXY there instead of the rarity."""
    card = layout.card
    top = _PANEL_BOTTOM + 8
    height = _BOTTOM_BORDER - 16
    x = _BORDER + 8
    right = CARD_WIDTH - _BORDER - 8
    if options.proxy:
        right = _paint_proxy_mark(painter, ink, right, top, height) - 12
    if card.regulation_mark:
        mark_font = font(20, bold=True)
        box = QRectF(x, top, max(height, text_width(card.regulation_mark, mark_font) + 8), height)
        painter.setPen(QPen(ink.frame_text, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box, 4, 4)
        painter.setFont(mark_font)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), card.regulation_mark)
        x = box.right() + 10
    set_text = " · ".join(part for part in (card.set_name or card.set_id, card.number) if part)
    rarity = "" if options.proxy else card.rarity or ""
    rarity_font = font(18, italic=True)
    rarity_width = min(text_width(rarity, rarity_font), (right - x) * 0.4) if rarity else 0.0
    room = right - x - rarity_width - (12 if rarity else 0)
    painter.setPen(ink.frame_text)
    painter.setFont(fit_font(set_text, room, 20, 8, bold=True))
    painter.drawText(QRectF(x, top, room, height), MIDDLE_LEFT, set_text)
    if rarity:
        painter.setFont(fit_font(rarity, rarity_width, 18, 8))
        painter.drawText(
            QRectF(right - rarity_width, top, rarity_width, height), MIDDLE_RIGHT, rarity
        )


def _paint_proxy_mark(
    painter: QPainter, ink: Ink, right: float, top: float, height: float
) -> float:
    """The word PROXY in a pill ending at ``right``; returns the pill's left edge."""
    text = t("face.proxy")
    left = right - pill_width(text, height)
    if ink.filled:
        paint_pill(painter, left, top, height, text, QColor("#ffffff"), ink.frame)
    else:
        paint_pill(painter, left, top, height, text, ink.lines, ink.text, filled=False)
    return left


#: The colours of the PROXY mark on a player's own picture: a white pill, black letters.
_PICTURE_MARK = ink_for(TypeColours("#000000", "#ffffff", "#ffffff"))


def paint_proxy_label(painter: QPainter, target: QRectF) -> None:
    """The PROXY mark of a drawn proxy, in the same place, on a player's own picture of a card
    that fills ``target``."""
    painter.save()
    painter.translate(target.topLeft())
    painter.scale(target.width() / CARD_WIDTH, target.height() / CARD_HEIGHT)
    right = CARD_WIDTH - _BORDER - 8
    _paint_proxy_mark(painter, _PICTURE_MARK, right, _PANEL_BOTTOM + 8, _BOTTOM_BORDER - 16)
    painter.restore()
