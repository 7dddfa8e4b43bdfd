"""Plain-text renderings of cards, for the command line and logs."""

from __future__ import annotations

import re

from playmat.cards.model import Card, EnergyType


def cost_symbols(cost: tuple[EnergyType, ...]) -> str:
    """``(Grass, Colorless)`` -> ``"{G}{C}"``; an empty cost is ``"{0}"`` as players write it."""
    return "".join(f"{{{t.symbol}}}" for t in cost) or "{0}"


def one_line(card: Card) -> str:
    """``sm1-9     Rowlet  Pokémon Basic  60 HP Grass  (Sun & Moon 9)``"""
    parts = [f"{card.id:<12}", card.name, f"[{card.supertype.value}"]
    detail = " ".join(card.subtypes)
    parts[-1] += f" {detail}]" if detail else "]"
    if card.hp is not None:
        parts.append(f"{card.hp} HP")
    if card.types:
        parts.append("/".join(t.value for t in card.types))
    parts.append(f"({card.set_name} {card.number})")
    return "  ".join(parts)


def full_text(card: Card) -> str:
    lines = [f"{card.name}  ({card.id})"]
    kind = " ".join([card.supertype.value, *card.subtypes])
    if card.hp is not None:
        kind += f"   HP {card.hp}"
    if card.types:
        kind += "   " + "/".join(t.value for t in card.types)
    lines.append(kind)
    if card.evolves_from:
        lines.append(f"Evolves from {card.evolves_from}")
    for ability in card.abilities:
        lines.append(f"{ability.kind}: {ability.name}")
        if ability.text:
            lines.append(f"    {ability.text}")
    for attack in card.attacks:
        damage = f"  {attack.printed_damage}" if attack.printed_damage else ""
        lines.append(f"{cost_symbols(attack.cost)}  {attack.name}{damage}")
        if attack.text:
            lines.append(f"    {attack.text}")
    for rule in card.rules:
        lines.append(rule)
    if card.is_pokemon:
        weak = ", ".join(f"{m.type.value} {m.printed}" for m in card.weaknesses) or "none"
        resist = ", ".join(f"{m.type.value} {m.printed}" for m in card.resistances) or "none"
        lines.append(f"Weakness: {weak}   Resistance: {resist}   Retreat: {len(card.retreat_cost)}")
        if card.prize_count != 1:
            lines.append(f"Prize cards when Knocked Out: {card.prize_count}")
    set_line = f"{card.set_name} ({card.ptcgo_code or card.set_id}) {card.number}"
    if card.regulation_mark:
        set_line += f"   regulation mark {card.regulation_mark}"
    lines.append(set_line)
    legal = [f for f, status in card.legalities.items() if status == "Legal"]
    banned = [f for f, status in card.legalities.items() if status == "Banned"]
    lines.append("Legal in: " + (", ".join(legal) or "no format"))
    if banned:
        lines.append("Banned in: " + ", ".join(banned))
    return "\n".join(lines)


_REMINDERS = re.compile(
    r"^(You may play only|You may play any number|You can't have more than|How to play|"
    r"Attach a Pokémon Tool|This card stays in play|Put this card onto your Active)"
    r"|\brule:",
    re.IGNORECASE,
)


def is_reminder(rule: str) -> bool:
    """Rule reminders (``You may play only 1 Supporter card...``, ``Pokémon-GX rule: ...``) are
    printed small and apart from a card's effect, as on the real card."""
    return bool(_REMINDERS.search(rule))
