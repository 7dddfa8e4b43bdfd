"""Damage: the six steps of the damage calculation (R-10, EN I-A-01, II-B), and damage counters
placed by effects, which are not damage (EN II-C-07)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from playmat.i18n.message import Arg, msg
from playmat.rules.events import event
from playmat.rules.modifiers import ModifierKind
from playmat.rules.state import InPlay
from playmat.rules.zones import pokemon_name, to_discard

if TYPE_CHECKING:
    from playmat.rules.game import Game


@dataclass(frozen=True)
class DamageOptions:
    """How the text of an attack changes the calculation for one target."""

    #: Steps 3 and 4. False for Benched Pokémon unless the text says otherwise (EN II-B-08).
    weakness: bool = True
    resistance: bool = True
    #: EN II-B-07: the damage isn't affected by effects on the target (steps 5 and 6).
    ignore_target_effects: bool = False
    #: The name of the attack whose damage this is: an effect on one attack of the attacker
    #: ("this Pokémon's Echoed Voice attack does 80 more damage", E-02) changes only its damage.
    attack: str = ""


def calculate(
    game: Game,
    attacker: InPlay,
    target: InPlay,
    base: int,
    options: DamageOptions = DamageOptions(),
) -> int:
    """The damage ``attacker``'s attack does to ``target``, from the base damage that the
    attack's own text already settled (step 1, EN II-B-01..B-03)."""
    state = game.state
    # Step 1: a base of 0 or less after the text's own × or - means no damage.
    if base <= 0:
        return 0
    damage = base
    # Step 2: effects on the attacking Pokémon, added up (EN II-B-04, B-05 FAQ).
    target_is_opponents_active = (
        target.owner != attacker.owner and state.players[target.owner].active is target
    )
    attacker_card = state.top_card(attacker)
    target_card = state.top_card(target)
    dealt = [
        m
        for m in game.modifiers_on(attacker) + game.player_modifiers(attacker.owner)
        if (
            m.kind is ModifierKind.DAMAGE_DEALT
            and (target_is_opponents_active or not m.only_to_opponents_active)
            and m.counts_against(target_card)
        )
        or (
            m.kind is ModifierKind.ATTACK_DAMAGE
            and target_is_opponents_active
            and m.attack == options.attack
        )
    ]
    if dealt:
        damage += sum(m.amount for m in dealt)
        if damage <= 0:
            return 0
    attacker_types = set(attacker_card.types)
    from_opponent = attacker.owner != target.owner
    if target_is_opponents_active and any(
        m.kind is ModifierKind.IGNORES_DEFENDER_EFFECTS for m in game.modifiers_on(attacker)
    ):
        options = replace(options, ignore_target_effects=True)
    # Effects on the Pokémon taking damage, and on its player ("all of your Pokémon take 20
    # less damage", C-19): steps 3, 5 and 6, unless the attack ignores them (EN II-B-07).
    target_modifiers = (
        []
        if options.ignore_target_effects
        else [
            m
            for m in game.modifiers_on(target) + game.player_modifiers(target.owner)
            if (from_opponent or not m.only_from_opponent) and m.counts_against(attacker_card)
        ]
    )
    # Step 3: Weakness, as printed (×2 usually), unless an effect took it away.
    no_weakness = any(m.kind is ModifierKind.NO_WEAKNESS for m in target_modifiers)
    if options.weakness and not no_weakness:
        for weakness in target_card.weaknesses:
            if weakness.type in attacker_types:
                damage = weakness.apply(damage)
    # Step 4: Resistance, as printed; 0 or less ends the calculation.
    if options.resistance:
        for resistance in target_card.resistances:
            if resistance.type in attacker_types:
                damage = resistance.apply(damage)
        if damage <= 0:
            return 0
    if options.ignore_target_effects:
        return damage
    # Step 5: effects on the Pokémon taking damage (EN II-B-05: Wall of Sand, Guard Press).
    taken = [m for m in target_modifiers if m.kind is ModifierKind.DAMAGE_TAKEN]
    if taken:
        damage += sum(m.amount for m in taken)
        if damage <= 0:
            return 0
    # Step 6: a Pokémon that takes no damage from attacks gets none (EN II-C-16), nor one that
    # takes none of N or less, when the damage is that small.
    if any(
        m.kind is ModifierKind.PREVENT_DAMAGE
        or (m.kind is ModifierKind.PREVENT_DAMAGE_UP_TO and damage <= m.amount)
        for m in target_modifiers
    ):
        return 0
    return damage


def place_attack_damage(
    game: Game,
    attacker: InPlay,
    target: InPlay,
    base: int,
    options: DamageOptions = DamageOptions(),
) -> int:
    """Calculate and place an attack's damage on one target; returns the damage placed.
    Effects on the target that act as the damage is put on it (a coin that may prevent it, a
    Pokémon that can't be Knocked Out from full HP) act here, never in an estimate."""
    damage = calculate(game, attacker, target, base, options)
    spent = [] if base <= 0 or options.ignore_target_effects else _spent(game, attacker, target)
    if damage > 0 and attacker.owner != target.owner and not options.ignore_target_effects:
        damage = _as_damage_is_put(game, target, damage)
    target.damage += damage
    game.emit(
        event(
            "damage",
            pokemon=target.id,
            target=pokemon_name(game, target),
            amount=damage,
            hp_left=game.remaining_hp(target),
        )
    )
    for uid in spent:
        discard_spent(game, target, uid)
    return damage


def _spent(game: Game, attacker: InPlay, target: InPlay) -> list[int]:
    """The cards whose effect on the damage (step 5) is used up by this attack: "it takes 60
    less damage ..., and discard this card"."""
    from_opponent = attacker.owner != target.owner
    attacker_card = game.state.top_card(attacker)
    return [
        m.discard_card
        for m in game.modifiers_on(target)
        if m.kind is ModifierKind.DAMAGE_TAKEN
        and m.discard_card is not None
        and (from_opponent or not m.only_from_opponent)
        and m.counts_against(attacker_card)
    ]


def discard_spent(game: Game, pokemon: InPlay, uid: int) -> None:
    """A card attached to ``pokemon`` whose effect is used up goes to the discard pile (EN
    I-B-01, C-01), if it is still there."""
    for cards in (pokemon.tools, pokemon.energy):
        if uid in cards:
            to_discard(game, uid, cards)


def _as_damage_is_put(game: Game, target: InPlay, damage: int) -> int:
    """The damage an opponent's attack puts on ``target`` after the effects that act as it is
    put: a coin flip that prevents it on heads; a Pokémon at full HP that would be Knocked Out
    keeps the HP its card says instead."""
    for modifier in game.modifiers_on(target):
        if modifier.kind is ModifierKind.COIN_PREVENTS_DAMAGE:
            reason = modifier.source or msg("reason.prevent_damage_coin")
            if game.flip_coin(target.owner, reason):
                game.emit(event("damage_prevented", target=pokemon_name(game, target)))
                return 0
    left = game.remaining_hp(target)
    if target.damage == 0 and damage >= left:
        keeps = [
            m.amount for m in game.modifiers_on(target) if m.kind is ModifierKind.SURVIVES_WITH
        ]
        if keeps:
            return max(0, left - max(keeps))
    return damage


def put_damage_counters(game: Game, target: InPlay, counters: int, reason: Arg) -> None:
    """Put damage counters: not damage, so no Weakness, Resistance or effects (EN II-C-07).
    ``reason`` says why in the log (a Special Condition, an attack, a manual tool)."""
    if counters <= 0:
        return
    target.damage += 10 * counters
    game.emit(
        event(
            "damage_counters",
            pokemon=target.id,
            target=pokemon_name(game, target),
            counters=counters,
            reason=reason,
            hp_left=game.remaining_hp(target),
        )
    )


def heal(game: Game, target: InPlay, amount: int) -> int:
    """Heal up to ``amount`` damage (EN II-C-06); returns the damage healed."""
    healed = min(amount, target.damage)
    if healed:
        target.damage -= healed
        target.healed_turn = game.state.turn
        game.emit(
            event("heal", pokemon=target.id, target=pokemon_name(game, target), amount=healed)
        )
    return healed
