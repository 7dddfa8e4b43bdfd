"""Which actions are legal now, and why the others are not (a reason a player understands).

One function decides each action's legality; the list of legal actions is the candidates it
allows, so the list and the check can never disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.cards.model import Card
from playmat.rules.actions import (
    Action,
    AttachEnergy,
    Attack,
    Concede,
    EndTurn,
    Evolve,
    Manual,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
)
from playmat.rules.attack import is_gx_attack, is_vstar_power
from playmat.rules.energy import count_units, pays, provided_units
from playmat.rules.manual import why_manual_illegal
from playmat.rules.modifiers import ModifierKind
from playmat.rules.scripting import AbilityKind, EffectContext
from playmat.rules.state import Condition, InPlay

if TYPE_CHECKING:
    from playmat.rules.game import Game


def candidate_actions(game: Game, player: int) -> list[Action]:
    """Every legal main-phase action of ``player`` (the player whose turn it is).

    Checks of actions with a target run in two stages, the card's (or the Active's) and then
    the target's; ``why_illegal`` runs the same two, so the list and the check can't disagree,
    and a card that can't be played is looked at once rather than once per target.
    """
    state = game.state
    mine = state.players[player]
    legal: list[Action] = []

    def allow(action: Action) -> None:
        if why_illegal(game, action) is None:
            legal.append(action)

    in_play = mine.in_play()
    tops = [(pokemon, state.top_card(pokemon)) for pokemon in in_play]
    # The player's parts, the same for every card of the hand, are checked once.
    bench_room = _bench_room(game) is None
    may_evolve = _evolve_turn(game) is None
    may_attach = _attach_turn(game) is None
    for uid in mine.hand:
        card = state.card(uid)
        if card.is_pokemon:
            if bench_room and _basic_card(game, uid) is None:
                legal.append(PlayBasic(uid))
            if may_evolve and _evolve_card(game, uid) is None:
                legal.extend(
                    Evolve(uid, p.id)
                    for p, top in tops
                    if _evolves_onto(card, top) and _evolve_target(game, card, p) is None
                )
        elif card.is_energy:
            if may_attach and _attach_card(game, uid) is None:
                legal.extend(AttachEnergy(uid, p.id) for p in in_play if _attach_target(p) is None)
        elif "Pokémon Tool" in card.subtypes:
            for pokemon in in_play:
                allow(PlayTrainer(uid, pokemon.id))
        else:
            allow(PlayTrainer(uid))
    if mine.bench and _retreat_active(game) is None:
        legal.extend(Retreat(p.id) for p in mine.bench if _retreat_target(game, p) is None)
    for pokemon in in_play:
        for index in range(len(state.top_card(pokemon).abilities)):
            allow(UseAbility(pokemon.id, index))
    active = mine.active
    if active is not None and _attack_active(game) is None:
        attacks = state.top_card(active).attacks
        legal.extend(Attack(i) for i in range(len(attacks)) if _attack_index(game, i) is None)
    legal.append(EndTurn())
    return legal


def why_illegal(game: Game, action: Action) -> str | None:
    check = _CHECKS.get(type(action))
    if check is None:
        return f"{action.type} is not an action of the main phase."
    return check(game, action)


def _own_hand_card(game: Game, uid: int) -> str | None:
    if uid not in game.state.players[game.state.current].hand:
        return "That card is not in your hand."
    return None


def _own_pokemon(game: Game, pokemon_id: int) -> InPlay | None:
    pokemon = game.state.pokemon(pokemon_id)
    if pokemon is None or pokemon.owner != game.state.current:
        return None
    return pokemon


def _check_play_basic(game: Game, action: PlayBasic) -> str | None:
    return _basic_card(game, action.card) or _bench_room(game)


def _basic_card(game: Game, uid: int) -> str | None:
    """The card's part: a Basic Pokémon card in hand."""
    reason = _own_hand_card(game, uid)
    if reason:
        return reason
    card = game.state.card(uid)
    if not card.is_basic_pokemon:
        return f"{card.name} is not a Basic Pokémon: evolve a Pokémon with it instead."
    return None


def _bench_room(game: Game) -> str | None:
    """The player's part: room on the Bench."""
    if len(game.state.players[game.state.current].bench) >= game.rules.bench_size:
        return f"Your Bench is full ({game.rules.bench_size} Pokémon)."
    return None


def _check_evolve(game: Game, action: Evolve) -> str | None:
    card_reason = _evolve_card(game, action.card) or _evolve_turn(game)
    if card_reason:
        return card_reason
    return _evolve_target(game, game.state.card(action.card), _own_pokemon(game, action.target))


def _evolve_card(game: Game, uid: int) -> str | None:
    """The card's part: an Evolution card in hand."""
    reason = _own_hand_card(game, uid)
    if reason:
        return reason
    card = game.state.card(uid)
    if not card.is_pokemon or card.evolves_from is None:
        return f"{card.name} is not an Evolution card."
    return None


def _evolve_turn(game: Game) -> str | None:
    """The player's part: not on the player's first turn (R-4)."""
    state = game.state
    if state.is_first_turn_of(state.current):
        return "No player may evolve a Pokémon during their first turn (R-4)."
    return None


def _evolve_target(game: Game, card: Card, target: InPlay | None) -> str | None:
    """The target's part: one's own Pokémon of the right name, not new this turn."""
    state = game.state
    if target is None or target.owner != state.current:
        return "Choose one of your Pokémon in play to evolve."
    current = state.top_card(target)
    if not _evolves_onto(card, current):
        return f"{card.name} evolves from {card.evolves_from}, not from {current.name}."
    if target.changed_turn == state.turn:
        return (
            f"{current.name} came into play or evolved this turn; it can evolve next turn "
            "(EN I-A-05)."
        )
    return None


def _evolves_onto(card: Card, current: Card) -> bool:
    """Does ``card`` evolve from ``current`` (by name, EN I-A-05)? The list filters targets
    with it before the full check, so that no reason is worded for a Pokémon of another name."""
    return card.evolves_from == current.name


def _check_attach(game: Game, action: AttachEnergy) -> str | None:
    return (
        _attach_card(game, action.card)
        or _attach_turn(game)
        or _attach_target(_own_pokemon(game, action.target))
    )


def _attach_card(game: Game, uid: int) -> str | None:
    """The card's part: an Energy card in hand."""
    state = game.state
    reason = _own_hand_card(game, uid)
    if reason:
        return reason
    if not state.card(uid).is_energy:
        return f"{state.card(uid).name} is not an Energy card."
    return None


def _attach_turn(game: Game) -> str | None:
    """The player's part: the first Energy card attached from the hand this turn (R-5)."""
    if game.state.flags.energy_attached:
        return "You have already attached an Energy card from your hand this turn (R-5)."
    return None


def _attach_target(target: InPlay | None) -> str | None:
    if target is None:
        return "Attach Energy to one of your own Pokémon in play."
    return None


def _check_trainer(game: Game, action: PlayTrainer) -> str | None:
    state = game.state
    reason = _own_hand_card(game, action.card)
    if reason:
        return reason
    card = state.card(action.card)
    if not card.is_trainer:
        return f"{card.name} is not a Trainer card."
    player = state.current
    if "Supporter" in card.subtypes:
        if state.flags.supporter_played:
            return "You have already played a Supporter card this turn (R-5)."
        if (
            state.is_first_turn_of(player)
            and player == state.first_player
            and not game.rules.first_turn_supporter
        ):
            return "The player who goes first can't play a Supporter on their first turn (R-4)."
    if "Stadium" in card.subtypes:
        if state.flags.stadium_played:
            return "You have already played a Stadium card this turn (R-5)."
        if state.stadium and state.card(state.stadium[0]).name == card.name:
            return f"{card.name} is already in play (EN I-B-03)."
        return None
    if "Pokémon Tool" in card.subtypes:
        target = _own_pokemon(game, action.target) if action.target is not None else None
        if target is None:
            return "Attach a Pokémon Tool to one of your Pokémon in play."
        if target.tools:
            return f"{state.top_card(target).name} already has a Pokémon Tool attached (EN I-B-01)."
        return None
    script = game.script(action.card)
    if script and script.trainer:
        return script.trainer.why_not(EffectContext(game, player, action.card))
    return None


def _check_retreat(game: Game, action: Retreat) -> str | None:
    return _retreat_active(game) or _retreat_target(game, _own_pokemon(game, action.new_active))


def _retreat_active(game: Game) -> str | None:
    """The Active's part: once per turn (R-5), not Asleep or Paralyzed, not prevented by an
    effect, and the Retreat Cost paid by its Energy (EN I-A-03)."""
    state = game.state
    active = state.players[state.current].active
    if active is None:
        return "You have no Active Pokémon."
    if state.flags.retreated:
        return "You have already retreated this turn (R-5)."
    name = state.top_card(active).name
    for condition in (Condition.ASLEEP, Condition.PARALYZED):
        if condition in active.conditions:
            return f"{name} is {condition.value} and can't retreat (EN I-A-03)."
    if any(m.kind is ModifierKind.CANT_RETREAT for m in game.modifiers_on(active)):
        return f"{name} can't retreat because of an effect (EN II-C-14)."
    cost = len(state.top_card(active).retreat_cost)
    attached = count_units([state.card(u) for u in active.energy])
    if attached < cost:
        return f"{name} needs {cost} Energy to retreat and has {attached} (EN I-A-03)."
    return None


def _retreat_target(game: Game, new_active: InPlay | None) -> str | None:
    """The target's part: one of the player's own Benched Pokémon."""
    bench = game.state.players[game.state.current].bench
    if new_active is None or not any(p is new_active for p in bench):
        return "Choose one of your Benched Pokémon to become your Active Pokémon."
    return None


def _check_ability(game: Game, action: UseAbility) -> str | None:
    state = game.state
    pokemon = _own_pokemon(game, action.pokemon)
    if pokemon is None:
        return "Use an Ability of one of your own Pokémon in play."
    card = state.top_card(pokemon)
    if not 0 <= action.ability < len(card.abilities):
        return f"{card.name} has no such Ability."
    ability = card.abilities[action.ability]
    script = game.script(pokemon.top)
    effect = script.abilities.get(action.ability) if script else None
    if effect is not None and effect.kind is AbilityKind.ON_EVOLVE_FROM_HAND:
        # EN II-E-05: offered as the card is played from hand to evolve, never announced later.
        return (
            f"{ability.name} can be used only as {card.name} is played from your hand to "
            "evolve (EN II-E-05)."
        )
    if (pokemon.id, ability.name) in state.flags.abilities_used:
        return f"{ability.name} has already been used this turn (EN II-E-12)."
    if is_vstar_power(card, ability.name) and state.players[state.current].vstar_used:
        return "You have already used your VSTAR Power this game (R-13)."
    if effect is None:
        # Not automated: only announce-type text ("you may", EN I-A-02) is used by hand.
        if "you may" in ability.text.lower():
            return None
        return f"{ability.name} works by itself; it is not used by announcing it (EN I-A-02)."
    if effect.kind is not AbilityKind.ACTIVATED:
        return f"{ability.name} works by itself; it is not used by announcing it (EN I-A-02)."
    return effect.why_not(EffectContext(game, state.current, pokemon.top, pokemon=pokemon))


def _check_attack(game: Game, action: Attack) -> str | None:
    return _attack_active(game) or _attack_index(game, action.attack)


def _attack_active(game: Game) -> str | None:
    """The Active's part: not the first player's first turn (R-4), not Asleep or Paralyzed
    (EN I-A-01 1b), not prevented by an effect (EN II-C-15)."""
    state = game.state
    player = state.current
    active = state.players[player].active
    if active is None:
        return "You have no Active Pokémon."
    card = state.top_card(active)
    if (
        state.is_first_turn_of(player)
        and player == state.first_player
        and not (game.rules.first_turn_attack)
    ):
        return "The player who goes first can't attack on their first turn (R-4)."
    for condition in (Condition.ASLEEP, Condition.PARALYZED):
        if condition in active.conditions:
            return f"{card.name} is {condition.value} and can't attack (EN I-A-01 1b)."
    if any(m.kind is ModifierKind.CANT_ATTACK for m in game.modifiers_on(active)):
        return f"{card.name} can't attack because of an effect (EN II-C-15)."
    return None


def _attack_index(game: Game, index: int) -> str | None:
    """The attack's part: once-per-game attacks (R-13) and the Energy cost (EN I-A-01)."""
    state = game.state
    player = state.current
    active = state.players[player].active
    assert active is not None
    card = state.top_card(active)
    if not 0 <= index < len(card.attacks):
        return f"{card.name} has no such attack."
    attack = card.attacks[index]
    if is_gx_attack(attack) and state.players[player].gx_used:
        return "You have already used a GX attack this game (R-13)."
    if is_vstar_power(card, attack.name) and state.players[player].vstar_used:
        return "You have already used your VSTAR Power this game (R-13)."
    units = [u for uid in active.energy for u in provided_units(state.card(uid))]
    if not pays(attack.cost, units):
        cost = ", ".join(t.value for t in attack.cost)
        return f"{attack.name} needs {cost} Energy; {card.name} doesn't have it (EN I-A-01)."
    return None


def _check_end_turn(game: Game, action: EndTurn) -> str | None:
    return None


def _check_concede(game: Game, action: Concede) -> str | None:
    return None


def _check_manual(game: Game, action: Manual) -> str | None:
    return why_manual_illegal(game, action)


_CHECKS = {
    PlayBasic: _check_play_basic,
    Evolve: _check_evolve,
    AttachEnergy: _check_attach,
    PlayTrainer: _check_trainer,
    Retreat: _check_retreat,
    UseAbility: _check_ability,
    Attack: _check_attack,
    EndTurn: _check_end_turn,
    Concede: _check_concede,
    Manual: _check_manual,
}
