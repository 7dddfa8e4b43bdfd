"""The JSON files of a card pool, read so that no file can exhaust the stack or stop the rest.

``json.loads`` gives up on a whole file for a value nested deeper than Python's recursion limit
or a number of thousands of digits. In a card file that is one bad record among good ones:
:func:`read_records` then reads the file's list one record at a time, and such a record becomes
an :class:`Unreadable` in its place (skipped over without recursion), so the importer reports it
with its position and keeps the others.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from playmat.cards.pool_source import PoolFileError, PoolSource
from playmat.i18n.message import Message, msg

#: Whitespace between JSON values, and the tokens that open or close a value or could hide a
#: bracket (strings): patterns that can't backtrack, so skipping a value is linear.
_SPACE = re.compile(r"[ \t\n\r]*")
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
TOO_DEEP = msg("pool.record_too_deep")
TOO_LONG = msg("pool.record_long_number")


@dataclass(frozen=True)
class Unreadable:
    """Stands for a record JSON can't be read into (nested too deeply, a number too long)."""

    reason: Message


def read_json(source: PoolSource, relative: str) -> Any:
    """A whole file of the pool as JSON; :class:`PoolFileError` says what is wrong with it."""
    text = _text(source, relative)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise PoolFileError(relative, _invalid(error)) from None
    except RecursionError:
        raise PoolFileError(relative, msg("pool.too_deep")) from None
    except ValueError:  # a number of more digits than Python converts
        raise PoolFileError(relative, msg("pool.long_number")) from None


def read_records(source: PoolSource, relative: str) -> Iterator[Any]:
    """The records of a file that holds a list (a set's cards), in order; a record JSON can't
    be read into is an :class:`Unreadable` in its place. A file that is not a list, or not JSON
    at all, raises :class:`PoolFileError`."""
    text = _text(source, relative)
    try:
        records = json.loads(text)
    except json.JSONDecodeError as error:
        raise PoolFileError(relative, _invalid(error)) from None
    except (RecursionError, ValueError):
        return _one_by_one(text, relative)
    if not isinstance(records, list):
        raise PoolFileError(relative, msg("pool.not_card_list"))
    return iter(records)


def _one_by_one(text: str, relative: str) -> Iterator[Any]:
    decoder = json.JSONDecoder()
    index = _SPACE.match(text).end()  # type: ignore[union-attr]
    if not text.startswith("[", index):
        raise PoolFileError(relative, msg("pool.not_card_list"))
    index = _skip_space(text, index + 1)
    if text.startswith("]", index):
        return
    while True:
        try:
            record, index = decoder.raw_decode(text, index)
        except json.JSONDecodeError as error:
            raise PoolFileError(relative, _invalid(error)) from None
        except (RecursionError, ValueError) as error:
            end = _end_of_value(text, index)
            if end is None:
                raise PoolFileError(relative, msg("pool.cut_off")) from None
            record = Unreadable(TOO_DEEP if isinstance(error, RecursionError) else TOO_LONG)
            index = end
        yield record
        index = _skip_space(text, index)
        if text.startswith(",", index):
            index = _skip_space(text, index + 1)
        elif text.startswith("]", index) and _skip_space(text, index + 1) == len(text):
            return
        else:
            raise PoolFileError(relative, msg("pool.cut_off_or_more"))


def _skip_space(text: str, index: int) -> int:
    return _SPACE.match(text, index).end()  # type: ignore[union-attr]


def _end_of_value(text: str, start: int) -> int | None:
    """Where the value that starts at ``start`` ends: a number's last digit, or an object's or
    list's closing bracket, found by counting brackets outside strings (no recursion, however
    deep); ``None`` if it never closes."""
    if not text.startswith(("[", "{"), start):
        number = _NUMBER.match(text, start)
        return number.end() if number else None
    depth = 0
    for match in _TOKEN.finditer(text, start):
        token = match.group()
        if token.startswith('"'):
            continue
        depth += 1 if token in "[{" else -1
        if depth == 0:
            return match.end()
    return None


def _text(source: PoolSource, relative: str) -> str:
    try:
        return source.read(relative).decode("utf-8")
    except UnicodeDecodeError:
        raise PoolFileError(relative, msg("pool.not_text")) from None


def _invalid(error: json.JSONDecodeError) -> Message:
    return msg("pool.invalid_json", line=error.lineno, column=error.colno, detail=error.msg)
