"""The parts of a proxy's text box: Abilities, attacks, a Trainer's effect, rule boxes.

Each block is measured and drawn at a common ``scale`` (1 is full size), so a card with a lot of
text shrinks all its text together rather than cutting any of it off. Sizes are millimetres.
"""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Ability, Attack
from playmat.printing.face_canvas import LINE_SPACING, Canvas
from playmat.printing.face_style import WHITE, Ink
from playmat.printing.page import Box

TEXT_SIZE = 2.15
EFFECT_SIZE = 2.35
REMINDER_SIZE = 1.75
NAME_SIZE = 2.8
DAMAGE_SIZE = 3.2
#: A name smaller than this, relative to its full size, wraps onto a second line instead.
NAME_SHRINK = 0.75
BODY = "body"


class Block:
    """One part of the body, measured and painted at a common ``scale``."""

    def height(self, canvas: Canvas, width: float, scale: float) -> float:
        raise NotImplementedError

    def paint(
        self, canvas: Canvas, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        raise NotImplementedError


def _text_height(canvas: Canvas, text: str, size: float, width: float) -> float:
    if not text:
        return 0.0
    return len(canvas.wrap(text, size, width)) * size * LINE_SPACING


@dataclass
class _Name:
    """A bold name in a header: on one line, shrunk a little if needed, else on more lines."""

    lines: list[str]
    size: float

    @property
    def height(self) -> float:
        return len(self.lines) * self.size * LINE_SPACING


def _fit_name(canvas: Canvas, name: str, width: float, size: float) -> _Name:
    fitted = canvas.fit_size(name, width, size, size * NAME_SHRINK, bold=True)
    if canvas.text_width(name, fitted, bold=True) <= width:
        return _Name([name], fitted)
    return _Name(canvas.wrap(name, fitted, width, bold=True), fitted)


@dataclass
class AbilityBlock(Block):
    ability: Ability
    #: The printed text, or the script's own description for Playmat's starter cards.
    text: str

    def _layout(self, canvas: Canvas, width: float, scale: float) -> tuple[float, _Name, float]:
        pill_size = 1.8 * scale
        pill = canvas.text_width(self.ability.kind, pill_size, bold=True) + 1.6 * scale
        name = _fit_name(canvas, self.ability.name, width - pill - 1.0 * scale, NAME_SIZE * scale)
        return pill, name, max(3.4 * scale, name.height + 0.6 * scale)

    def height(self, canvas: Canvas, width: float, scale: float) -> float:
        header = self._layout(canvas, width, scale)[2]
        body = _text_height(canvas, self.text, TEXT_SIZE * scale, width)
        return header + (0.5 * scale + body if body else 0)

    def paint(
        self, canvas: Canvas, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        pill, name, header = self._layout(canvas, width, scale)
        pill_height = 2.7 * scale
        pill_box = Box(x, y + (min(header, 3.4 * scale) - pill_height) / 2, pill, pill_height)
        if ink.filled:
            canvas.rectangle(pill_box, fill=ink.ability, radius=pill_height / 2)
            pill_ink = WHITE
        else:
            canvas.rectangle(pill_box, outline=ink.ability, width=0.2, radius=pill_height / 2)
            pill_ink = ink.ability
        canvas.text(
            BODY,
            pill_box.x + pill / 2,
            pill_box.y + pill_height / 2,
            self.ability.kind,
            1.8 * scale,
            pill_ink,
            bold=True,
            anchor="mm",
        )
        name_top = y + (header - name.height) / 2
        canvas.paragraph(
            BODY, x + pill + 1.0 * scale, name_top, name.lines, name.size, ink.ability, bold=True
        )
        _paint_body_text(canvas, self.text, x, y + header + 0.5 * scale, width, scale, ink)


@dataclass
class AttackBlock(Block):
    attack: Attack
    #: The printed text, or the script's own description for Playmat's starter cards.
    text: str

    def _layout(
        self, canvas: Canvas, width: float, scale: float
    ) -> tuple[float, float, float, _Name, float]:
        radius = 1.5 * scale
        slot = 2 * radius + 0.3 * scale
        damage = self.attack.printed_damage
        damage_width = canvas.text_width(damage, DAMAGE_SIZE * scale, bold=True) if damage else 0
        # Names line up across attacks: the cost column is three symbols wide unless longer.
        name_x = max(len(self.attack.cost), 3) * slot + 0.8 * scale
        name_width = width - name_x - (damage_width + 1.2 * scale if damage else 0)
        name = _fit_name(canvas, self.attack.name, name_width, NAME_SIZE * scale)
        return radius, slot, name_x, name, max(3.8 * scale, name.height + 0.6 * scale)

    def height(self, canvas: Canvas, width: float, scale: float) -> float:
        header = self._layout(canvas, width, scale)[4]
        body = _text_height(canvas, self.text, TEXT_SIZE * scale, width)
        return header + (0.5 * scale + body if body else 0)

    def paint(
        self, canvas: Canvas, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        radius, slot, name_x, name, header = self._layout(canvas, width, scale)
        middle = y + header / 2
        for index, energy in enumerate(self.attack.cost):
            canvas.energy(x + index * slot + radius, middle, radius, energy, ink.filled)
        canvas.paragraph(
            BODY,
            x + name_x,
            middle - name.height / 2,
            name.lines,
            name.size,
            ink.text,
            bold=True,
        )
        damage = self.attack.printed_damage
        if damage:
            canvas.text(
                BODY, x + width, middle, damage, DAMAGE_SIZE * scale, ink.text, True, anchor="rm"
            )
        _paint_body_text(canvas, self.text, x, y + header + 0.5 * scale, width, scale, ink)


@dataclass
class EffectBlock(Block):
    """The effect text of a Trainer or a special Energy."""

    text: str

    def height(self, canvas: Canvas, width: float, scale: float) -> float:
        return _text_height(canvas, self.text, EFFECT_SIZE * scale, width)

    def paint(
        self, canvas: Canvas, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        size = EFFECT_SIZE * scale
        canvas.paragraph(BODY, x, y, canvas.wrap(self.text, size, width), size, ink.text)


@dataclass
class ReminderBlock(Block):
    """A rule reminder or a Pokémon's rule box: small text in a tinted box."""

    text: str

    def height(self, canvas: Canvas, width: float, scale: float) -> float:
        padding = 0.6 * scale
        return _text_height(canvas, self.text, REMINDER_SIZE * scale, width - 2 * padding) + (
            2 * padding
        )

    def paint(
        self, canvas: Canvas, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        padding = 0.6 * scale
        box = Box(x, y, width, self.height(canvas, width, scale))
        if ink.filled:
            canvas.rectangle(box, fill=ink.reminder_fill, radius=0.8 * scale)
        else:
            canvas.rectangle(box, outline=ink.rule, width=0.15, radius=0.8 * scale)
        size = REMINDER_SIZE * scale
        canvas.paragraph(
            BODY,
            x + padding,
            y + padding,
            canvas.wrap(self.text, size, width - 2 * padding),
            size,
            ink.muted,
        )


def _paint_body_text(
    canvas: Canvas, text: str, x: float, top: float, width: float, scale: float, ink: Ink
) -> None:
    """The wrapped text under an Ability's or an attack's name line."""
    canvas.paragraph(
        BODY, x, top, canvas.wrap(text, TEXT_SIZE * scale, width), TEXT_SIZE * scale, ink.text
    )
