"""A TCP proxy on loopback between a guest and its host that counts the frames going each way
and can cut the connection at a frame, delay a frame, send one twice, or swap two; and can keep
a guest away (connections it accepts are closed at once) to hold a seat open."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from dataclasses import dataclass

from playmat.net.frames import HEADER, FrameDecoder

TO_HOST = "to_host"
TO_GUEST = "to_guest"


@dataclass
class Fault:
    direction: str
    #: The frame it strikes, counting from 1 over the whole run (reconnections included).
    frame: int
    #: "cut", "delay", "duplicate" or "swap" (with the next frame that way, if one comes
    #: within 0.2 s).
    kind: str
    seconds: float = 0.0
    done: bool = False
    #: A swap found no next frame in time: the frame only came late.
    alone: bool = False
    #: Which frame of its own connection it struck (a reconnection starts again at 1).
    struck_at: int = 0


class FaultProxy:
    def __init__(self, host_port: int, faults: list[Fault] | None = None) -> None:
        self.host_port = host_port
        self.faults = faults or []
        self.counts = {TO_HOST: 0, TO_GUEST: 0}
        #: Every whole frame that went each way, as it went.
        self.recorded: dict[str, list[bytes]] = {TO_HOST: [], TO_GUEST: []}
        self.accepting = True
        self._lock = threading.Lock()
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self._listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._listener.bind(("127.0.0.1", 0))
        self._listener.listen(8)
        self.port = int(self._listener.getsockname()[1])
        threading.Thread(target=self._accept, daemon=True).start()

    def cut_now(self) -> None:
        """Drop every connection, as a pulled cable would."""
        with self._lock:
            pairs, self._pairs = self._pairs, []
        for pair in pairs:
            for sock in pair:
                _close(sock)

    def close(self) -> None:
        self.accepting = False
        self.cut_now()
        _close(self._listener)

    def _accept(self) -> None:
        while True:
            try:
                guest, _ = self._listener.accept()
            except OSError:
                return
            if not self.accepting:
                _close(guest)
                continue
            try:
                host = socket.create_connection(("127.0.0.1", self.host_port), timeout=5)
            except OSError:
                _close(guest)
                continue
            host.settimeout(None)
            with self._lock:
                self._pairs.append((guest, host))
            for source, target, direction in ((guest, host, TO_HOST), (host, guest, TO_GUEST)):
                threading.Thread(
                    target=self._pump, args=(source, target, direction), daemon=True
                ).start()

    def _pump(self, source: socket.socket, target: socket.socket, direction: str) -> None:
        decoder = FrameDecoder()
        this_connection = 0
        held: bytes | None = None
        holding: Fault | None = None
        try:
            # Inside: a connection cut before its pump started has a closed socket already.
            source.settimeout(0.2)
            while True:
                try:
                    data = source.recv(65536)
                except TimeoutError:
                    # Nothing came to swap with: the held frame goes on alone.
                    if held is not None and holding is not None:
                        target.sendall(held)
                        holding.alone = True
                        held = holding = None
                    continue
                if not data:
                    break
                for body in decoder.feed(data):
                    whole = len(body).to_bytes(HEADER, "big") + body
                    with self._lock:
                        self.counts[direction] += 1
                        number = self.counts[direction]
                        self.recorded[direction].append(whole)
                    this_connection += 1
                    fault = self._fault(direction, number)
                    if fault is not None:
                        fault.struck_at = this_connection
                    if held is not None:
                        target.sendall(whole + held)
                        held = holding = None
                        continue
                    if fault is None:
                        target.sendall(whole)
                    elif fault.kind == "cut":
                        break
                    elif fault.kind == "delay":
                        time.sleep(fault.seconds)
                        target.sendall(whole)
                    elif fault.kind == "duplicate":
                        target.sendall(whole + whole)
                    elif fault.kind == "swap":
                        held, holding = whole, fault
                else:
                    continue
                break
        except OSError:
            pass
        _close(source)
        _close(target)

    def _fault(self, direction: str, number: int) -> Fault | None:
        for fault in self.faults:
            if not fault.done and fault.direction == direction and fault.frame == number:
                fault.done = True
                return fault
        return None


def _close(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)
    with contextlib.suppress(OSError):
        sock.close()
