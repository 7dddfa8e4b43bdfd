"""The card the player points at, large, with what it can do now.

For the viewer's own Pokémon in play, each Ability and attack gets a button with its cost; a
button that can't be used now is disabled and says why: the engine's refusal, worded by the
screen's reader.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.model import EnergyType
from playmat.cards.text_format import CardWords
from playmat.effects.automation import Automation
from playmat.effects.scripts import ability_text, attack_text
from playmat.face.blocks import paint_energy
from playmat.i18n.message import Message, Term, msg
from playmat.rules.actions import Action, Attack, UseAbility
from playmat.rules.observation import EffectView
from playmat.rules.refusals import Refusal
from playmat.ui.card_view import CardView
from playmat.ui.palette import BY_HAND, ERROR_RED, MUTED_INK
from playmat.ui.playmat.items import CardSpec

#: Pixel size of one Energy symbol in a cost icon.
SYMBOL = 18


def cost_icon(cost: Sequence[EnergyType]) -> QIcon:
    """An attack's cost as the row of Energy symbols printed on the card."""
    width = max(len(cost), 1) * (SYMBOL + 2)
    pixmap = QPixmap(width, SYMBOL)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for index, energy in enumerate(cost):
        centre = QPointF(index * (SYMBOL + 2) + SYMBOL / 2, SYMBOL / 2)
        paint_energy(painter, centre, SYMBOL / 2 - 1, energy)
    painter.end()
    return QIcon(pixmap)


class CardPanel(QWidget):
    """Shows one card large; for one's own Pokémon, its Abilities and attacks as buttons."""

    def __init__(
        self,
        why_not: Callable[[Action], Refusal | None],
        act: Callable[[Action], object],
        retreat_blocker: Callable[[], Refusal | None],
        words: Callable[[Message | Term], str],
        automation: Callable[[str], Automation],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._why_not = why_not
        self._words = words
        self._automation = automation
        self._act = act
        self._retreat_blocker = retreat_blocker
        self.spec: CardSpec | None = None
        self.view = CardView(self)
        self.view.setMinimumSize(220, 308)
        self.where = QLabel(self)
        self.where.setWordWrap(True)
        self.where.setStyleSheet("font-weight: bold;")
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        self.moves = QWidget(self)
        self.moves_layout = QVBoxLayout(self.moves)
        self.moves_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        inner = QWidget(self)
        layout = QVBoxLayout(inner)
        layout.addWidget(self.view)
        layout.addWidget(self.where)
        layout.addWidget(self.facts)
        layout.addWidget(self.moves)
        layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.setMinimumWidth(280)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(320, 760)

    def clear(self) -> None:
        self.spec = None
        self.view.set_card(None)
        self.where.setText("")
        self.facts.setText("")
        self._clear_actions()

    def show_card(self, spec: CardSpec, where: str, mine: bool, active: bool) -> None:
        """Show ``spec``'s card; ``mine`` and ``active`` say which buttons it may have."""
        self.spec = spec
        automation = self._automation(spec.card.id) if spec.card is not None else None
        if self.view.card() is not spec.card:
            # Laying out a full card face is slow; the same card needs no new layout.
            self.view.set_card(spec.card, automation)
        self.where.setText(where)
        self.facts.setText(self._facts(spec))
        self._clear_actions()
        if spec.card is None or spec.pokemon is None or not mine or automation is None:
            return
        card = spec.card
        pokemon_id = spec.pokemon.id
        for index, ability in enumerate(card.abilities):
            self._add_action(
                f"ability:{index}",
                f"{self._words(ability.power)}: {ability.name}",
                ability_text(card, index),
                UseAbility(pokemon_id, index),
                None,
                by_hand=index in automation.manual_abilities,
            )
        if not active:
            return
        for index, attack in enumerate(card.attacks):
            damage = f"  {attack.printed_damage}" if attack.printed_damage else ""
            self._add_action(
                f"attack:{index}",
                f"{attack.name}{damage}",
                attack_text(card, index),
                Attack(index),
                cost_icon(attack.cost),
                shortcut=str(index + 1) if index < 4 else "",
                by_hand=index in automation.manual_attacks,
            )
        cost = spec.pokemon.retreat_cost
        note = QLabel(
            self.tr("Retreat cost {0}: drag it onto a Benched Pokémon.").format(cost), self.moves
        )
        note.setWordWrap(True)
        note.setStyleSheet(f"color: {MUTED_INK};")
        self.moves_layout.addWidget(note)
        reason = self._retreat_blocker()
        if reason:
            self._reason_label(self._words(reason.message))

    def _clear_actions(self) -> None:
        self.buttons = {}
        while self.moves_layout.count():
            item = self.moves_layout.takeAt(0)
            child = item.widget() if item is not None else None
            if child is not None:
                child.deleteLater()

    def _add_action(
        self,
        name: str,
        title: str,
        card_text: CardWords,
        action: Action,
        icon: QIcon | None,
        shortcut: str = "",
        *,
        by_hand: bool = False,
    ) -> None:
        """A button for an Ability or attack, its text under it, a note when Playmat leaves
        that text to the player, and the reason when it can't be used now."""
        text = self._text(card_text)
        button = QPushButton(title, self.moves)
        if icon is not None:
            button.setIcon(icon)
            button.setIconSize(icon.availableSizes()[0] if icon.availableSizes() else QSize())
        button.setStyleSheet("text-align: left; padding: 6px; font-weight: bold;")
        tip = text + (f"\n(key {shortcut})" if shortcut else "")
        button.setToolTip(tip)
        reason = self._why_not(action)
        button.setEnabled(reason is None)
        button.clicked.connect(lambda: self._act(action))
        self.moves_layout.addWidget(button)
        self.buttons[name] = button
        if text:
            label = QLabel(text, self.moves)
            label.setWordWrap(True)
            label.setStyleSheet(f"color: {MUTED_INK}; margin-left: 6px;")
            self.moves_layout.addWidget(label)
        if by_hand:
            note = QLabel(self._words(msg("card_view.piece_by_hand")), self.moves)
            note.setObjectName("by_hand")
            note.setWordWrap(True)
            note.setStyleSheet(f"color: {BY_HAND}; margin-left: 6px;")
            self.moves_layout.addWidget(note)
        if reason:
            self._reason_label(self._words(reason.message))

    def _reason_label(self, reason: str) -> None:
        label = QLabel(reason, self.moves)
        label.setWordWrap(True)
        label.setObjectName("reason")
        label.setStyleSheet(f"color: {ERROR_RED}; margin-left: 6px;")
        self.moves_layout.addWidget(label)

    def reasons(self) -> list[str]:
        """The reasons shown for what can't be done now (for tests and screen readers)."""
        return [
            label.text()
            for label in self.moves.findChildren(QLabel, "reason")
            if not label.isHidden() or label.isVisibleTo(self)
        ]

    def _text(self, text: CardWords) -> str:
        return self._words(text) if isinstance(text, Message) else text

    def _facts(self, spec: CardSpec) -> str:
        pokemon = spec.pokemon
        if pokemon is None:
            return spec.caption
        lines = [f"{pokemon.remaining_hp} of {pokemon.hp} HP left"]
        if pokemon.damage:
            lines[0] += f" ({pokemon.damage} damage)"
        if spec.energy:
            lines.append("Energy: " + ", ".join(card.name for card in spec.energy))
        if spec.tools:
            lines.append("Tool: " + ", ".join(card.name for card in spec.tools))
        if len(pokemon.stack) > 1:
            lines.append("Evolved from " + " → ".join(c.name for c in pokemon.stack[:-1]))
        if pokemon.conditions:
            names = ", ".join(self._words(c.term) for c in pokemon.conditions)
            lines.append("Special Conditions: " + names)
        lines += [self._words(_effect_line(effect)) for effect in pokemon.effects]
        return "\n".join(lines)


def _effect_line(effect: EffectView) -> Message:
    """A lasting effect on the Pokémon and where it comes from ("Big Charm: +30 HP")."""
    if effect.source is None:
        return effect.description
    return msg("card_view.effect_from", source=effect.source, effect=effect.description)
