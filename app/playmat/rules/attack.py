"""Using an attack (EN/JA I-A-01, P-05; R-4, R-9, R-13)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from playmat.i18n.message import Seat, msg
from playmat.rules.conditions import add_condition
from playmat.rules.damage import (
    DamageOptions,
    discard_spent,
    place_attack_damage,
    put_damage_counters,
)
from playmat.rules.events import event
from playmat.rules.knockout import AttackDamage, check_knock_outs
from playmat.rules.modifiers import ModifierKind
from playmat.rules.rule_box import pokemon_script
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import Condition, InPlay, UsedAttack
from playmat.rules.zones import card_name

if TYPE_CHECKING:
    from playmat.cards.model import Attack
    from playmat.rules.game import Game


def perform_attack(game: Game, index: int) -> Flow:
    """Steps 1-7 of EN I-A-01. Legality (step 1, the cost, R-4) was checked before."""
    state = game.state
    player = state.current
    attacker = state.players[player].active
    assert attacker is not None
    card = state.top_card(attacker)
    attack = card.attacks[index]
    game.emit(
        event(
            "attack",
            player=Seat(player),
            pokemon=attacker.id,
            card=card_name(game, attacker.top),
            attack=attack.name,
        )
    )
    # Step 2a (D-01): an effect on the attacker that makes the attack need heads ("if the
    # Defending Pokémon tries to attack, your opponent flips a coin"): tails, the attack doesn't
    # happen and counts as not used; the turn ends.
    for modifier in game.modifiers_on(attacker):
        if modifier.kind is ModifierKind.ATTACK_COIN and not game.flip_coin(
            player, modifier.source or msg("coin.attack_coin")
        ):
            _failed(game, "attack_doesnt_happen", attacker, attack)
            return
    # Step 2b: Confused: tails, the attack fails and counts as not used; 3 damage counters
    # on the attacker; the turn ends.
    if Condition.CONFUSED in attacker.conditions and not game.flip_coin(
        player, msg("coin.confused")
    ):
        _failed(game, "attack_failed", attacker, attack)
        put_damage_counters(game, attacker, 3, Condition.CONFUSED.term)
        yield from check_knock_outs(game, next_turn_player=1 - player)
        return
    # a GX attack or a VSTAR Power counts as used once it is used, even if it fails later.
    if attack.gx:
        state.players[player].gx_used = True
    if attack.vstar_power:
        state.players[player].vstar_used = True
    defender = state.players[1 - player].active
    ctx = EffectContext(
        game,
        player,
        attacker.top,
        pokemon=attacker,
        attack=attack,
        defender=defender,
        base_damage=_base_damage(game, attacker, attack),
        damage_options=DamageOptions(attack=attack.name),
    )
    script = pokemon_script(game, attacker)
    effect = script.attacks.get(index) if script else None
    if effect is not None:
        yield from effect.run(ctx)
    else:
        if attack.text:
            game.emit(event("not_automated_attack", pokemon=attacker.id, attack=attack.name))
        deal_base_damage(ctx)
    # Recorded once its text is done: the text may ask about the attack used before it.
    state.players[player].last_attack = UsedAttack(state.turn, attacker.id, card, attack.name)
    react_to_damage(game, attacker, ctx.damage_done)
    # Step 7: the Knock Out check at the end of the attack.
    yield from check_knock_outs(game, 1 - player, AttackDamage(attacker, ctx.damage_done))


def _failed(game: Game, kind: str, attacker: InPlay, attack: Attack) -> None:
    """Log that the attack didn't happen (it counts as not used)."""
    game.emit(
        event(kind, pokemon=attacker.id, card=card_name(game, attacker.top), attack=attack.name)
    )


def _base_damage(game: Game, attacker: InPlay, attack: Attack) -> int | None:
    """The attack's printed damage, or the base damage an effect on the attacker gives that
    attack ("during your next turn, this Pokémon's Hyper Fang attack's base damage is 240",
    E-02, B-01)."""
    given = [
        m.amount
        for m in game.modifiers_on(attacker)
        if m.kind is ModifierKind.BASE_DAMAGE and m.attack == attack.name
    ]
    return given[-1] if given else attack.damage


def deal_base_damage(ctx: EffectContext) -> None:
    """Step 4 for the Defending Pokémon: the damage the text settled, through the six damage
    steps (R-10). Nothing when the attack does nothing (D-01) or has no damage number."""
    if ctx.does_nothing or ctx.base_damage is None or ctx.defender is None:
        return
    attacker = ctx.pokemon
    assert attacker is not None
    game = ctx.game
    if game.state.players[ctx.opponent].active is not ctx.defender:
        return
    done = place_attack_damage(game, attacker, ctx.defender, ctx.base_damage, ctx.damage_options)
    ctx.damage_done[ctx.defender.id] = ctx.damage_done.get(ctx.defender.id, 0) + done


def react_to_damage(game: Game, attacker: InPlay, damaged: Mapping[int, int]) -> None:
    """EN II-E-03, attack step 6: effects that work "when this Pokémon is damaged by an
    attack" resolve after the attack's damage and effects, before Knock Outs, and only for a
    Pokémon the attack did damage to (10 or more). They act on the Attacking Pokémon while it
    is still in play."""
    state = game.state
    for pokemon_id, amount in damaged.items():
        pokemon = state.pokemon(pokemon_id)
        if amount <= 0 or pokemon is None:
            continue
        from_opponent = pokemon.owner != attacker.owner
        for modifier in game.modifiers_on(pokemon):
            if state.pokemon(attacker.id) is not attacker:
                return
            if modifier.only_from_opponent and not from_opponent:
                continue
            reason = modifier.source or msg("reason.damaged_by_attack")
            if modifier.kind is ModifierKind.DAMAGED_COUNTERS:
                put_damage_counters(game, attacker, modifier.amount, reason)
            elif modifier.kind is ModifierKind.DAMAGED_CONDITION:
                add_condition(game, attacker, Condition(modifier.condition))
            elif modifier.kind is ModifierKind.DAMAGED_RETURNS:
                put_damage_counters(game, attacker, amount // 10, reason)
            else:
                continue
            if modifier.discard_card is not None:
                discard_spent(game, pokemon, modifier.discard_card)
