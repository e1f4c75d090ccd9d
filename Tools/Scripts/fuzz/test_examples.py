"""Tests of the examples' fuzzing: the inputs are drawn reproducibly and carry what they are
for (hostile names, long lines, unterminated pastes, hostile children), nothing that would stop
the example or delete a file, and every check of the oracle fires on what it is for — also
through a real pseudo-terminal run. Run: python3 -B -m unittest discover -s Tools/Scripts/fuzz
"""

import os
import random
import signal
import termios
import unittest

import example_checks
import example_inputs
import pty_run


def sent(case):
    return b"".join(step.value for step in case.steps if step.kind == "send")


def cases(example, count=200, seed=7):
    return [example_inputs.make(example, seed, index) for index in range(count)]


class InputsAreReproducibleAndHostile(unittest.TestCase):
    def test_the_same_seed_and_index_make_the_same_case(self):
        for example in example_inputs.EXAMPLES:
            first = example_inputs.make(example, 3, 11)
            again = example_inputs.make(example, 3, 11)
            self.assertEqual(first.args, again.args)
            self.assertEqual(sent(first), sent(again))
            self.assertEqual(first.size, again.size)
            self.assertEqual(first.producer, again.producer)

    def test_each_example_gets_what_it_reads(self):
        for case in cases("pick", 20):
            self.assertIsNotNone(case.producer)
        for case in cases("run-stream", 20):
            self.assertEqual(case.args[-4:-1], ["--", "sh", "-c"])
        for case in cases("tail-follow", 50):
            self.assertTrue(case.producer is not None or "{FILE}" in case.args)
        for example in ("two-pane", "file-details"):
            for case in cases(example, 20):
                self.assertEqual(case.args, ["{DIR}"])
                self.assertIsNotNone(case.folder)

    def test_nothing_sent_stops_the_example_and_two_pane_never_gets_d(self):
        for example in example_inputs.EXAMPLES:
            for case in cases(example, 100):
                data = sent(case)
                self.assertNotIn(b"\x1a", data)
                self.assertNotIn(b"\x1c", data)
        for case in cases("two-pane", 300):
            self.assertNotIn(b"d", sent(case))

    def test_pastes_are_sometimes_unterminated_and_sometimes_a_megabyte_without_a_space(self):
        rng = random.Random(1)
        pastes = [example_inputs.paste(rng) for _ in range(400)]
        self.assertTrue(all(paste.startswith(b"\x1b[200~") for paste in pastes))
        self.assertTrue(any(not paste.endswith(b"\x1b[201~") for paste in pastes))
        self.assertTrue(any(paste.endswith(b"\x1b[201~") for paste in pastes))
        self.assertTrue(any(len(paste) >= 1_000_000 and b" " not in paste for paste in pastes))

    def test_folders_hold_names_that_are_not_utf8_a_line_feed_and_escape_sequences(self):
        names = [name for case in cases("file-details", 60) for name, _ in case.folder.entries]
        self.assertTrue(any(b"\n" in name for name in names))
        self.assertTrue(any(b"\x1b]0;FUZZ" in name for name in names))
        self.assertTrue(any(self.not_utf8(name) for name in names))
        self.assertTrue(all(0 < len(name) <= 255 and b"/" not in name for name in names))
        kinds = {kind for case in cases("two-pane", 60) for _, (kind, _) in case.folder.entries}
        self.assertEqual(kinds, {"file", "folder", "link", "fifo"})

    @staticmethod
    def not_utf8(name):
        try:
            name.decode("utf-8")
            return False
        except UnicodeDecodeError:
            return True

    def test_children_and_producers_are_hostile(self):
        commands = " ".join(example_inputs.CHILDREN)
        for needle in ("/dev/tty", "trap ''", "yes", "kill -STOP", "\\377"):
            self.assertIn(needle, commands)
        producers = " ".join(example_inputs.PRODUCERS)
        for needle in ("yes", "1000000", "\\377", "FUZZ-TITLE", "/dev/urandom"):
            self.assertIn(needle, producers)
        changes = {case.change for case in cases("tail-follow", 200)}
        self.assertTrue({"rotate", "truncate", "grow-fast", "append"} <= changes)


class ChecksCatchFailures(unittest.TestCase):
    def outcome(self, **fields):
        outcome = pty_run.Outcome()
        outcome.status = 0
        outcome.termios_before = outcome.termios_after = [1, 2, 3, 4, 5, 6, [b"\x03"]]
        for name, value in fields.items():
            setattr(outcome, name, value)
        return outcome

    def kinds(self, **fields):
        return [kind for kind, _ in example_checks.check(self.outcome(**fields))]

    def test_a_clean_run_passes_and_ctrl_c_is_a_way_out(self):
        self.assertEqual(self.kinds(output=b"\x1b[H\x1b[2Jscreen"), [])
        self.assertEqual(self.kinds(status=-signal.SIGINT), [])
        self.assertEqual(self.kinds(status=130), [])

    def test_a_crash_a_trap_and_another_status_fail(self):
        self.assertIn("crash", self.kinds(status=-signal.SIGSEGV))
        self.assertIn("trap", self.kinds(status=-signal.SIGILL))
        self.assertIn("trap", self.kinds(output=b"Fatal error: Index out of range"))
        self.assertIn("bad-exit", self.kinds(status=3))
        # run-stream leaves with its command's status.
        outcome = self.outcome(status=3)
        self.assertEqual(example_checks.check(outcome, "run-stream"), [])

    def test_a_hang_fails(self):
        self.assertEqual(self.kinds(hang="no exit", status=-signal.SIGKILL), ["hang"])

    def test_a_terminal_left_in_other_modes_fails(self):
        kinds = self.kinds(termios_after=[1, 2, 3, 0, 5, 6, [b"\x03"]])
        self.assertEqual(kinds, ["terminal-not-restored"])

    def test_a_hostile_sequence_passed_raw_fails_but_shown_escaped_passes(self):
        self.assertEqual(self.kinds(output=b"x\x1b]0;FUZZ-TITLE\x07"), ["raw-to-terminal"])
        self.assertEqual(self.kinds(output=b"x\xc2\x9d0;FUZZ-C1"), ["raw-to-terminal"])
        self.assertEqual(self.kinds(output=b"x^[]0;FUZZ-TITLE^G \\x1B]0;FUZZ"), [])

    def test_a_child_left_running_fails(self):
        self.assertEqual(self.kinds(left_running=[(42, b"yes")]), ["child-left"])


class PseudoTerminalRunsAreJudged(unittest.TestCase):
    """Real runs of small shell programs in a pseudo-terminal, each with one fault."""

    def run_shell(self, script, steps=(), quiet_window=1.0):
        marker = f"STACKTUI_FUZZ_TEST_{os.getpid()}"
        outcome = pty_run.run(["sh", "-c", script], list(steps), size=(80, 24), cpu_limit=20,
                              marker=marker, quiet_window=quiet_window)
        return outcome, [kind for kind, _ in example_checks.check(outcome)]

    def test_a_program_that_quits_on_q_passes(self):
        outcome, kinds = self.run_shell(
            "old=$(stty -g); stty raw -echo; while :; do c=$(dd bs=1 count=1 2>/dev/null); "
            "[ \"$c\" = q ] && break; done; stty \"$old\"", [("send", b"abc")])
        self.assertEqual(kinds, [])
        self.assertEqual(outcome.status, 0)

    def test_the_terminal_is_the_programs_controlling_one_and_its_size_is_set(self):
        outcome, kinds = self.run_shell("stty size > /dev/tty; exit 0")
        self.assertEqual(kinds, [])
        self.assertIn(b"24 80", outcome.output)

    def test_a_program_that_ignores_q_and_sleeps_is_a_hang(self):
        _, kinds = self.run_shell("trap '' INT; sleep 60")
        self.assertEqual(kinds, ["hang"])

    def test_a_program_that_leaves_its_input_unread_is_a_hang_not_a_stuck_fuzzer(self):
        outcome, kinds = self.run_shell("stty raw -echo; sleep 60", [("send", b"x" * 200_000)])
        self.assertIn("hang", kinds)
        self.assertIn("input left unread", outcome.hang)

    @unittest.skipUnless(os.getuid() == 0, "only root can run a case as nobody")
    def test_a_case_run_as_nobody_runs_as_nobody(self):
        marker = f"STACKTUI_FUZZ_TEST_{os.getpid()}"
        outcome = pty_run.run(["sh", "-c", "id -u > /dev/tty"], [], size=(80, 24), cpu_limit=20,
                              marker=marker, quiet_window=1.0, preexec_user=65534)
        self.assertEqual(outcome.status, 0)
        self.assertIn(b"65534", outcome.output)

    def test_a_program_that_leaves_the_terminal_raw_fails(self):
        outcome, kinds = self.run_shell("stty raw -echo; exit 0")
        self.assertEqual(kinds, ["terminal-not-restored"])
        self.assertNotEqual(outcome.termios_before[3], outcome.termios_after[3])
        self.assertEqual(outcome.termios_after[3] & termios.ECHO, 0)

    def test_a_program_that_writes_a_title_sequence_fails(self):
        _, kinds = self.run_shell("printf '\\033]0;FUZZ-TITLE\\007'; exit 0")
        self.assertEqual(kinds, ["raw-to-terminal"])

    def test_a_child_left_behind_fails_and_is_ended(self):
        # A child that outlives the terminal's hang-up, as a contained one must not.
        outcome, kinds = self.run_shell("(trap '' HUP; exec sleep 60) & sleep 0.3; exit 0")
        self.assertEqual(kinds, ["child-left"])
        pid = outcome.left_running[0][0]
        self.assertFalse(os.path.exists(f"/proc/{pid}") and b"sleep" in open(
            f"/proc/{pid}/cmdline", "rb").read() and self.alive(pid))

    @staticmethod
    def alive(pid):
        try:
            with open(f"/proc/{pid}/stat") as file:
                return file.read().rsplit(")", 1)[1].split()[0] != "Z"
        except OSError:
            return False


if __name__ == "__main__":
    unittest.main()
