"""The turn (R-3..R-5, P-02) and the procedures each action starts.

:func:`play_game` is the whole game as one generator: setup, then turns until the game is
decided, with Sudden Death after a tie (R-12, P-17).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from playmat.cards.rule_box import is_legend
from playmat.i18n.message import Seat, msg
from playmat.rules.actions import (
    Action,
    AttachEnergy,
    Attack,
    EndTurn,
    Evolve,
    Manual,
    PlayBasic,
    PlayTrainer,
    Retreat,
    UseAbility,
    UseStadium,
)
from playmat.rules.attack import perform_attack
from playmat.rules.checkup import pokemon_checkup
from playmat.rules.choices import Choice, ChoiceKind, Purpose, card_option, yes_no
from playmat.rules.conditions import clear_conditions_and_effects
from playmat.rules.end_of_turn import end_of_turn
from playmat.rules.events import event
from playmat.rules.knockout import check_knock_outs
from playmat.rules.manual import perform_manual
from playmat.rules.outcome import TIE, GameOver
from playmat.rules.rule_box import end_turn_if_mega, legend_half, pokemon_script
from playmat.rules.scripting import AWAIT_ACTION, AbilityKind, EffectContext, Flow, Trigger
from playmat.rules.setup import setup
from playmat.rules.state import GameState, InPlay, Phase, PlayerState, TurnFlags
from playmat.rules.triggers import attached_from_hand, fire
from playmat.rules.zones import (
    attach,
    card_name,
    draw,
    hide,
    new_in_play,
    pokemon_name,
    to_discard,
)

if TYPE_CHECKING:
    from playmat.rules.game import Game

#: Sudden Death games after which a tie stands, so that every game ends.
MAX_SUDDEN_DEATHS = 3


def play_game(game: Game, mid_turn: bool = False) -> Flow:
    """The game from setup (or, for a game started from a position, from the middle of the
    current player's turn) to its end."""
    while True:
        try:
            if not mid_turn:
                yield from setup(game)
                game.state.phase = Phase.TURN
            starting = not mid_turn
            mid_turn = False
            while True:
                yield from take_turn(game, starting)
                starting = True
        except GameOver:
            pass
        if game.state.winner != TIE or not game.rules.sudden_death:
            return
        if game.sudden_deaths >= MAX_SUDDEN_DEATHS:
            return
        _restart_for_sudden_death(game)


def _restart_for_sudden_death(game: Game) -> None:
    """P-17: restart from the beginning with 1 Prize card each; first Prize taken wins."""
    game.sudden_deaths += 1
    game.rules = replace(game.rules, prize_cards=1)
    old = game.state
    fresh = GameState(
        cards=old.cards,
        owners=old.owners,
        players=(PlayerState(0), PlayerState(1)),
        next_uid=old.next_uid,
        renews_uids=old.renews_uids,
    )
    game.state = fresh
    for uid, owner in sorted(old.owners.items()):
        hide(game, uid, fresh.players[owner].deck)
    game.emit(event("sudden_death", round=game.sudden_deaths))


def take_turn(game: Game, starting: bool = True) -> Flow:
    """One turn (P-02); ``starting=False`` joins a turn already under way (a position)."""
    state = game.state
    player = state.current
    if starting:
        _start_turn(game, player)
    while True:
        action = yield AWAIT_ACTION[player]
        if isinstance(action, EndTurn):
            game.emit(event("end_turn", player=Seat(player)))
            break
        if isinstance(action, Attack):
            yield from perform_attack(game, action.attack)
            break
        yield from perform(game, action)
        # P-14 (c): a Pokémon whose HP reached 0 outside an attack is Knocked Out at once.
        yield from check_knock_outs(game, next_turn_player=1 - player)
        if state.flags.turn_ends:
            game.emit(event("end_turn", player=Seat(player)))
            break
    # E-20: what happens "at the end of your turn", and what effects left for the end of this
    # turn, before Pokémon Checkup.
    yield from fire(game, Trigger.END_OF_TURN, player)
    end_of_turn(game)
    yield from check_knock_outs(game, next_turn_player=1 - player)
    yield from pokemon_checkup(game, ended_turn_player=player)
    state.current = 1 - player


def _start_turn(game: Game, player: int) -> None:
    state = game.state
    state.turn += 1
    state.phase = Phase.TURN
    state.flags = TurnFlags()
    _drop_expired_effects(state)
    game.emit(event("turn", turn=state.turn, player=Seat(player)))
    # draw at the start of the turn; a player who cannot draw loses (L3).
    if not state.players[player].deck:
        game.finish(1 - player, msg("end.cannot_draw", loser=Seat(player), winner=Seat(1 - player)))
    draw(game, player, 1)


def _drop_expired_effects(state: GameState) -> None:
    for player in state.players:
        if player.effects:
            player.effects = [m for m in player.effects if not m.expired(state.turn)]
        for pokemon in player.in_play():
            if pokemon.effects:
                pokemon.effects = [m for m in pokemon.effects if not m.expired(state.turn)]


def perform(game: Game, action: Action) -> Flow:
    """Carry out a main-phase action that :mod:`playmat.rules.legality` has allowed."""
    if isinstance(action, PlayBasic):
        yield from play_basic(game, action.card)
    elif isinstance(action, Evolve):
        yield from evolve(game, action.card, action.target)
    elif isinstance(action, AttachEnergy):
        yield from attach_energy(game, action.card, action.target)
    elif isinstance(action, PlayTrainer):
        yield from play_trainer(game, action.card, action.target)
    elif isinstance(action, Retreat):
        yield from retreat(game, action.new_active)
    elif isinstance(action, UseAbility):
        yield from use_ability(game, action.pokemon, action.ability)
    elif isinstance(action, UseStadium):
        yield from use_stadium(game)
    elif isinstance(action, Manual):
        perform_manual(game, action)
    else:  # pragma: no cover - legality rejects every other action first
        raise AssertionError(f"unhandled action {action}")


def play_basic(game: Game, uid: int) -> Flow:
    """EN I-A-04: one Basic Pokémon from hand onto the Bench (P-03), or a Pokémon LEGEND's two
    halves (:mod:`playmat.rules.rule_box`); then its "when you play this Pokémon from your hand
    onto your Bench" Abilities may be used (JA II-E-06)."""
    state = game.state
    player = state.current
    mine = state.players[player]
    other_half = legend_half(game, uid) if is_legend(state.card(uid)) else None
    mine.hand.remove(uid)
    pokemon = new_in_play(game, player, uid)
    kind = "play_basic"
    if other_half is not None:
        # A Pokémon LEGEND: both halves together are one Pokémon (card rule text).
        mine.hand.remove(other_half)
        pokemon.stack.insert(0, other_half)
        kind = "play_legend"
    mine.bench.append(pokemon)
    game.emit(event(kind, player=Seat(player), pokemon=pokemon.id, card=card_name(game, uid)))
    yield from offer_abilities(game, player, pokemon, AbilityKind.ON_BENCH_FROM_HAND)
    yield from fire(game, Trigger.BENCHED, player, that=pokemon)


def offer_abilities(game: Game, player: int, pokemon: InPlay, kind: AbilityKind) -> Flow:
    """Offer the Abilities of ``kind`` that the top card of ``pokemon`` has, as it is played:
    "you may use" them now, before any other action (EN II-E-05, JA II-E-06, P-03, P-04),
    once (E-12)."""
    state = game.state
    uid = pokemon.top
    script = game.script(uid)
    if script is None:
        return
    card = state.card(uid)
    for index, ability in script.abilities.items():
        ctx = EffectContext(game, player, uid, pokemon=pokemon)
        name = card.abilities[index].name
        if ability.kind is not kind or ability.why_not(ctx) is not None:
            continue
        if game.has_no_ability(pokemon, name):
            continue  # EN II-D-13
        if ability.one_per_name and state.flags.ability_name_used(name):
            continue  # EN II-E-14
        if ability.once_per_turn and (pokemon.id, name) in state.flags.abilities_used:
            continue  # E-12: once during your turn
        answer = yield yes_no(player, msg("prompt.use_ability", card=card.named, ability=name))
        if answer != (0,):
            continue
        state.flags.abilities_used.add((pokemon.id, name))
        game.emit(
            event(
                "ability",
                player=Seat(player),
                pokemon=pokemon.id,
                card=card_name(game, uid),
                power=card.abilities[index].power,
                ability=name,
            )
        )
        yield from ability.run(ctx)


def evolve(game: Game, uid: int, target_id: int) -> Flow:
    """EN I-A-05 (P-04): the Evolution card from the hand onto the Pokémon."""
    state = game.state
    target = state.pokemon(target_id)
    assert target is not None
    yield from evolve_from(game, uid, state.players[state.current].hand, target)


def evolve_from(
    game: Game, uid: int, source: list[int], target: InPlay, *, from_hand: bool = True
) -> Flow:
    """Stack the Evolution card ``uid`` from ``source`` on ``target``; keep Energy, Tools and
    damage; remove all effects and Special Conditions (EN I-A-05, P-04). An evolution from the
    hand (a Rare Candy's too) offers its "when you play this Pokémon from your hand to evolve"
    Abilities (E-05); one from the deck, by an effect, doesn't."""
    state = game.state
    player = state.current
    before = card_name(game, target.top)
    source.remove(uid)
    target.stack.append(uid)
    target.changed_turn = state.turn
    clear_conditions_and_effects(target)
    game.emit(
        event(
            "evolve",
            player=Seat(player),
            pokemon=target.id,
            evolved=before,
            card=card_name(game, uid),
        )
    )
    if from_hand:
        yield from offer_abilities(game, player, target, AbilityKind.ON_EVOLVE_FROM_HAND)
        yield from fire(game, Trigger.OPPONENT_EVOLVES, player, that=target)
    end_turn_if_mega(game, target)


def attach_energy(game: Game, uid: int, target_id: int) -> Flow:
    """EN I-C (P-13): once per turn, 1 Energy card from hand to 1 of your Pokémon."""
    state = game.state
    player = state.current
    target = state.pokemon(target_id)
    assert target is not None
    attach(game, player, uid, state.players[player].hand, target, "attach_energy")
    state.flags.energy_attached = True
    yield from attached_from_hand(game, player, uid, target)


def play_trainer(game: Game, uid: int, target_id: int | None) -> Flow:
    """EN I-B (P-09..P-12): reveal, follow the text in order, discard (Items, Supporters); a
    Stadium stays in play and replaces one of another name; a Tool attaches to a Pokémon."""
    state = game.state
    player = state.current
    card = state.card(uid)
    mine = state.players[player]
    mine.hand.remove(uid)
    game.emit(event("play_trainer", player=Seat(player), card=card_name(game, uid)))
    if "Supporter" in card.subtypes:
        state.flags.supporter_played = True
        state.flags.supporter = card
    if "Pokémon Tool" in card.subtypes or "Stadium" in card.subtypes:
        script = game.script(uid)
        if script is None or not (script.in_play or script.triggers or script.stadium):
            # Its effect while in play is left to the players (the manual tools).
            game.emit(event("not_automated_trainer", card=card_name(game, uid)))
        if "Pokémon Tool" in card.subtypes:
            target = state.pokemon(target_id) if target_id is not None else None
            assert target is not None
            target.tools.append(uid)
            yield from attached_from_hand(game, player, uid, target)
        else:
            state.flags.stadium_played = True
            for old in list(state.stadium):
                to_discard(game, old, state.stadium, msg("reason.stadium_replaced"))
            state.stadium.append(uid)
        return
    state.resolving.append(uid)
    script = game.script(uid)
    if script and script.trainer:
        yield from script.trainer.run(EffectContext(game, player, uid))
    else:
        game.emit(event("not_automated_trainer", card=card_name(game, uid)))
    to_discard(game, uid, state.resolving)


def _retreat_payment(game: Game, player: int, pokemon: InPlay, cost: int) -> Flow:
    """The attached Energy cards discarded to pay a Retreat Cost of ``cost`` Energy (EN I-A-03;
    legality made sure there is enough). A card that provides 2 Energy pays for 2 (EN C-01
    FAQ); the player chooses only when the cards differ and there is more than needed."""
    state = game.state
    if cost <= 0:
        return []
    energy = list(pokemon.energy)
    provided = {uid: len(units) for uid, units in game.energy_provided(pokemon).items()}
    if sum(provided.values()) <= cost:
        return energy
    if all(count == 1 for count in provided.values()):
        # Every card pays for 1 Energy: choose them all at once (as saves have recorded it).
        if len({state.card(u).id for u in energy}) == 1:
            return energy[:cost]
        answer = yield _energy_choice(game, player, energy, cost, cost)
        return [energy[i] for i in answer]
    # Some card pays for more than 1: one card at a time, until the cost is paid.
    paid: list[int] = []
    left = cost
    while left > 0:
        options = [uid for uid in energy if uid not in paid]
        pick = options[0]
        if len({state.card(u).id for u in options}) > 1:
            answer = yield _energy_choice(game, player, options, left, 1)
            pick = options[answer[0]]
        paid.append(pick)
        left -= provided[pick]
    return paid


def _energy_choice(game: Game, player: int, energy: list[int], left: int, cards: int) -> Choice:
    """Ask for ``cards`` of the attached Energy cards to pay ``left`` more Energy of a cost."""
    return Choice(
        player,
        ChoiceKind.CARDS,
        msg("prompt.retreat_energy", count=left),
        tuple(card_option(card_name(game, u), u) for u in energy),
        minimum=cards,
        maximum=cards,
        purpose=Purpose.RETREAT_ENERGY,
    )


def retreat(game: Game, new_active_id: int) -> Flow:
    """EN I-A-03 (P-08): discard Energy for the Retreat Cost, swap with a Benched Pokémon; the
    retreated Pokémon loses all effects and Special Conditions."""
    state = game.state
    player = state.current
    mine = state.players[player]
    active = mine.active
    assert active is not None
    paid = yield from _retreat_payment(game, player, active, game.retreat_cost(active))
    for uid in paid:
        to_discard(game, uid, active.energy, msg("reason.retreat_cost"))
    new_active = state.pokemon(new_active_id)
    assert new_active is not None
    switch_active(game, player, new_active)
    state.flags.retreated = True
    game.emit(
        event(
            "retreat",
            player=Seat(player),
            retreated=pokemon_name(game, active),
            active=pokemon_name(game, new_active),
            source=active.id,
            destination=new_active.id,
        )
    )
    yield from offer_abilities(game, player, new_active, AbilityKind.ON_MOVE_TO_ACTIVE)
    yield from offer_abilities(game, player, active, AbilityKind.ON_MOVE_TO_BENCH)


def use_ability(game: Game, pokemon_id: int, index: int) -> Flow:
    """EN I-A-02 (P-07): announce, carry out the text, record the use (E-12)."""
    state = game.state
    player = state.current
    pokemon = state.pokemon(pokemon_id)
    assert pokemon is not None
    card = state.top_card(pokemon)
    ability = card.abilities[index]
    state.flags.abilities_used.add((pokemon.id, ability.name))
    game.emit(
        event(
            "ability",
            player=Seat(player),
            pokemon=pokemon.id,
            card=card_name(game, pokemon.top),
            power=ability.power,
            ability=ability.name,
        )
    )
    script = pokemon_script(game, pokemon)
    effect = script.abilities.get(index) if script else None
    if effect is None:
        game.emit(event("not_automated_ability", pokemon=pokemon.id, ability=ability.name))
        return
    yield from effect.run(EffectContext(game, player, pokemon.top, pokemon=pokemon))


def use_stadium(game: Game) -> Flow:
    """EN I-B-03: announce the Stadium's effect and follow its text; once during each player's
    turn (legality made sure it is in play, has such text, and wasn't used)."""
    state = game.state
    player = state.current
    uid = state.stadium[0]
    state.flags.stadium_used = True
    game.emit(event("use_stadium", player=Seat(player), card=card_name(game, uid)))
    script = game.script(uid)
    assert script is not None and script.stadium is not None
    yield from script.stadium.run(EffectContext(game, player, uid))


def switch_active(game: Game, player: int, benched: InPlay) -> InPlay:
    """Switch the Active Pokémon with ``benched`` (EN I-A-03 retreat, C-03 switch): the one
    that goes to the Bench takes its place there and loses all Special Conditions and effects
    (EN II-C-13); the one that comes up "moved from the Bench to the Active Spot" this turn.
    Silent (the caller logs why). Returns the Pokémon now on the Bench."""
    state = game.state
    mine = state.players[player]
    old = mine.active
    assert old is not None
    mine.bench[mine.bench.index(benched)] = old
    mine.active = benched
    benched.moved_up_turn = state.turn
    clear_conditions_and_effects(old)
    return old


def bench_from(game: Game, player: int, uid: int, source: list[int]) -> Flow:
    """Put a Basic Pokémon onto the Bench from another zone by an effect (C-11): not "played
    from hand", so E-06 doesn't trigger; "whenever a player puts a Basic Pokémon onto their
    Bench" does."""
    source.remove(uid)
    pokemon = new_in_play(game, player, uid)
    game.state.players[player].bench.append(pokemon)
    game.emit(event("bench", player=Seat(player), pokemon=pokemon.id, card=card_name(game, uid)))
    yield from fire(game, Trigger.BENCHED, player, that=pokemon)
