"""A card's text as views show it (:class:`CardText`), and plain-text renderings of cards for
the command line and screen readers."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Generic, TypeVar

from playmat.cards.labels import kind_label, type_word
from playmat.cards.model import Ability, Attack, Card, EnergyType, TypeModifier
from playmat.i18n.catalogue import Reader, t
from playmat.i18n.message import Message

#: A card's text as a view shows it: printed words from the card data, or a script's own
#: description (the starter set's cards carry no printed text).
CardWords = str | Message


#: What a card text holds: words and descriptions (as made), or words only (as shown).
T = TypeVar("T", str, CardWords)


@dataclass(frozen=True)
class CardText(Generic[T]):
    """The text of a card face, in printed order: each Ability, a Trainer's or Energy's effect,
    each attack, then the rule reminders (printed small). The card view and the printed proxy
    both draw from this one list."""

    abilities: tuple[tuple[Ability, T], ...]
    effects: tuple[T, ...]
    attacks: tuple[tuple[Attack, T], ...]
    reminders: tuple[str, ...]

    def in_words(self, reader: Reader) -> CardText[str]:
        """The same text with every script description worded by ``reader``."""

        def words(text: CardWords) -> str:
            return reader.render(text) if isinstance(text, Message) else text

        return CardText[str](
            abilities=tuple((ability, words(text)) for ability, text in self.abilities),
            effects=tuple(words(text) for text in self.effects),
            attacks=tuple((attack, words(text)) for attack, text in self.attacks),
            reminders=self.reminders,
        )


def cost_symbols(cost: tuple[EnergyType, ...]) -> str:
    """``(Grass, Colorless)`` -> ``"{G}{C}"``; an empty cost is ``"{0}"`` as players write it."""
    return "".join(f"{{{energy.symbol}}}" for energy in cost) or "{0}"


def _types(types: tuple[EnergyType, ...]) -> str:
    return "/".join(type_word(energy) for energy in types)


def one_line(card: Card) -> str:
    """``sm1-9     Rowlet  [Pokémon Basic]  60 HP  Grass  (Sun & Moon 9)``"""
    parts = [f"{card.id:<12}", card.name, f"[{kind_label(card)}]"]
    if card.hp is not None:
        parts.append(f"{card.hp} {t('face.hp')}")
    if card.types:
        parts.append(_types(card.types))
    parts.append(f"({card.set_name} {card.number})")
    return "  ".join(parts)


def full_text(card: Card, text: CardText[str]) -> str:
    """Every fact of the card as lines of text, with its ``text`` in words; labels in the
    reader's language, the card's own name and text as the data has them."""
    lines = [f"{card.name}  ({card.id})"]
    kind = kind_label(card)
    if card.hp is not None:
        kind += f"   {t('face.hp')} {card.hp}"
    if card.types:
        kind += "   " + _types(card.types)
    lines.append(kind)
    if card.evolves_from:
        lines.append(t("face.evolves_from", name=card.evolves_from))
    reader = Reader()
    for ability, words in text.abilities:
        lines.append(f"{reader.words(ability.power)}: {ability.name}")
        if words:
            lines.append(f"    {words}")
    lines += list(text.effects)
    for attack, words in text.attacks:
        damage = f"  {attack.printed_damage}" if attack.printed_damage else ""
        lines.append(f"{cost_symbols(attack.cost)}  {attack.name}{damage}")
        if words:
            lines.append(f"    {words}")
    lines += list(text.reminders)
    if card.is_pokemon:
        lines.append(
            t(
                "card_facts.weakness",
                weakness=_modifiers(card.weaknesses),
                resistance=_modifiers(card.resistances),
                retreat=len(card.retreat_cost),
            )
        )
        if card.prize_count != 1:
            lines.append(t("card_facts.prizes", count=card.prize_count))
    set_line = f"{card.set_name} ({card.ptcgo_code or card.set_id}) {card.number}"
    if card.regulation_mark:
        set_line += "   " + t("card_facts.regulation_mark", mark=card.regulation_mark)
    lines.append(set_line)
    return "\n".join(lines)


def _modifiers(modifiers: tuple[TypeModifier, ...]) -> str:
    """``Water ×2``, or ``none``."""
    told = [f"{_types((m.type,))} {m.printed}" for m in modifiers]
    return ", ".join(told) or t("card_facts.none")


_REMINDERS = re.compile(
    r"^(You may play only|You may play any number|You can't have more than|How to play|"
    r"Attach a Pokémon Tool|This card stays in play|Put this card onto your Active|"
    r"You may attach any number of Pokémon Tools|ACE SPEC: )"
    r"|\brule:",
    re.IGNORECASE,
)


def is_reminder(rule: str) -> bool:
    """Rule reminders (``You may play only 1 Supporter card...``, ``Pokémon-GX rule: ...``) are
    printed small and apart from a card's effect, as on the real card."""
    return bool(_REMINDERS.search(rule))
