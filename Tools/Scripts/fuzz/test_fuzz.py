"""Tests of the fuzzer itself: every check must catch what it is for (a check that never
fires would let `Tools/Scripts/fuzz.sh` pass on anything), cases must be reproducible, and the
CPU limit must stop a spinning run. Run: python3 -B -m unittest discover -s Tools/Scripts/fuzz
"""

import random
import signal
import sys
import unittest

import budget
import cases
import checks
import fuzz
import mutate
import process

SCRIPT = ".build-fuzz/cases/case-0/script.keys"


def outcome(status=0, stderr=b"", stdout=b"", data=b"j\n", broken=None, events=None,
            events_text=None, output="pipe", timed_out=False):
    """A finished run with the given results, as `checks.check` sees it."""
    case = cases.Case(0, "generated", data, [], events, broken, {}, output)
    run = fuzz.Run(case, ["stack-demo", "--script", SCRIPT], SCRIPT, None, 10)
    run.status, run.stderr, run.stdout = status, stderr, stdout
    run.events_text, run.timed_out = events_text, timed_out
    return run


def kinds(run):
    return [kind for kind, _ in checks.check(run)]


class ChecksCatchFailures(unittest.TestCase):
    def test_a_clean_run_passes(self):
        self.assertEqual(kinds(outcome(stdout=b"screen\n")), [])

    def test_death_by_SIGILL_is_a_trap(self):
        self.assertIn("trap", kinds(outcome(status=-4)))

    def test_trap_text_on_stderr_is_a_trap(self):
        self.assertIn("trap", kinds(outcome(status=2, stderr=b"x: Fatal error: boom\n")))

    def test_death_by_SIGSEGV_is_a_crash(self):
        self.assertIn("crash", kinds(outcome(status=-11)))

    def test_a_run_over_the_limit_is_a_hang(self):
        self.assertEqual(kinds(outcome(status=-24, timed_out=True)), ["hang"])

    def test_exit_status_outside_0_1_2_fails(self):
        self.assertIn("bad-exit", kinds(outcome(status=3)))
        self.assertNotIn("bad-exit", kinds(outcome(status=1)))

    def test_raw_escape_on_stderr_fails_but_an_escaped_one_passes(self):
        raw = outcome(status=1, stderr=b"f.keys:1:1: unknown key '\x1b]0;x\x07'\n")
        self.assertIn("stderr-control", kinds(raw))
        escaped = outcome(status=1, stderr=b"f.keys:1:1: unknown key '\\u{1B}]0;x'\n\ttab\n")
        self.assertNotIn("stderr-control", kinds(escaped))

    def test_C1_controls_fail_as_UTF_8_and_as_raw_bytes(self):
        self.assertIn("stderr-control", kinds(outcome(status=1, stderr="a\u009bb".encode())))
        self.assertIn("stderr-control", kinds(outcome(status=1, stderr=b"a\x9bb")))
        self.assertIn("stderr-invalid-utf8", kinds(outcome(status=1, stderr=b"a\xffb")))

    def test_raw_control_bytes_on_stdout_fail(self):
        self.assertIn("stdout-control", kinds(outcome(stdout=b"row\x1b[31m\n")))

    def test_events_must_be_JSON_objects_starting_with_type_and_line(self):
        good = b'{"type":"tap","line":3,"screen":"list","row":1}\n'
        self.assertEqual(kinds(outcome(events="-", events_text=good, stdout=good)), [])
        for bad in (b'{"type":"tap","line":3\n', b'{"line":3,"type":"tap"}\n',
                    b'{"type":"tap","line":"3"}\n', b'{"type":"a","line":1,"type":"b"}\n',
                    b'{"type":"tap","line":3}'):
            self.assertIn("bad-json", kinds(outcome(events="FILE", events_text=bad)), bad)
        self.assertIn("bad-json", kinds(outcome(events="FILE", events_text=None)))

    def test_a_valid_generated_script_must_not_be_rejected(self):
        message = f"{SCRIPT}:1:1: unknown key 'j \u0301'\n".encode()
        self.assertIn("valid-rejected", kinds(outcome(status=2, stderr=message, broken=False)))
        self.assertNotIn("valid-rejected", kinds(outcome(status=2, stderr=message, broken=True)))

    def test_a_script_error_must_name_FILE_LINE_COL(self):
        unlocated = b"stack-demo: cannot read the script: bad format\n"
        self.assertIn("no-location", kinds(outcome(status=2, stderr=unlocated)))

    def test_error_lines_count_by_LF_only_and_point_at_a_character(self):
        cr = f"{SCRIPT}:2:1: unknown key 'foo'\n".encode()
        self.assertIn("bad-location", kinds(outcome(status=2, stderr=cr, data=b"j\rfoo\n")))
        self.assertNotIn("bad-location", kinds(outcome(status=2, stderr=cr, data=b"j\nfoo\n")))

    def test_a_long_message_fails_but_a_wide_screen_does_not(self):
        long = f"{SCRIPT}:1:1: unknown key '{'x' * 2000}'\n".encode()
        self.assertIn("long-message", kinds(outcome(status=2, stderr=long)))
        screen = (b"f:1:1: expect failed\n--- screen ---\n" + b"x" * 1000
                  + b"\n--- end of screen ---\n")
        self.assertNotIn("long-message", kinds(outcome(status=1, stderr=screen)))

    def test_exit_0_with_unwritable_output_is_lost_output(self):
        self.assertIn("lost-output", kinds(outcome(output="full")))
        self.assertIn("lost-output", kinds(outcome(output="closed")))
        self.assertNotIn("lost-output", kinds(outcome(status=2, output="closed")))
        nothing = outcome(output="closed")
        nothing.reference_stdout_size = 0
        self.assertNotIn("lost-output", kinds(nothing), "nothing to write, nothing lost")

    def test_a_write_error_is_right_only_for_unwritable_output(self):
        message = b"stack-demo: cannot write to standard output: Bad file descriptor\n"
        closed = kinds(outcome(status=2, stderr=message, output="closed", broken=False))
        self.assertNotIn("valid-rejected", closed)
        self.assertNotIn("write-error", closed)
        self.assertIn("write-error", kinds(outcome(status=2, stderr=message, broken=False)))
        self.assertIn("write-error", kinds(outcome(status=0, stderr=message, output="full")))

    def test_paging_compares_offsets_only_when_no_row_was_remeasured(self):
        data = b"# screen: list\npgup\n"
        back = (b'{"type":"scroll","line":2,"screen":"list","offset":20}\n'
                b'{"type":"scroll","line":2,"screen":"list","offset":30}\n')
        run = outcome(data=data, broken=False, events="FILE", events_text=back)
        self.assertIn("paging-backwards", kinds(run))
        measured = back + b'{"type":"contentSize","line":2,"screen":"list","from":9,"to":19}\n'
        run = outcome(data=data, broken=False, events="FILE", events_text=measured)
        self.assertNotIn("paging-backwards", kinds(run))

    def test_paging_is_not_judged_while_an_earlier_change_still_moves(self):
        data = b"# screen: list\nend\npgup pgup\n"
        started = b'{"type":"animationStarted","line":2,"screen":"list","change":"selectLast"}\n'
        frames = (b'{"type":"scroll","line":1,"screen":"list","offset":0}\n' + started +
                  b'{"type":"scroll","line":3,"screen":"list","offset":40}\n'
                  b'{"type":"scroll","line":3,"screen":"list","offset":80}\n')
        run = outcome(data=data, broken=False, events="FILE", events_text=frames)
        self.assertNotIn("paging-backwards", kinds(run))
        finished = started.replace(b"Started", b"Finished").replace(b"}\n", b',"finished":true}\n')
        settled = (b'{"type":"scroll","line":1,"screen":"list","offset":0}\n' + started + finished +
                   b'{"type":"scroll","line":2,"screen":"list","offset":90}\n'
                   b'{"type":"scroll","line":3,"screen":"list","offset":95}\n')
        run = outcome(data=data, broken=False, events="FILE", events_text=settled)
        self.assertIn("paging-backwards", kinds(run))

    def test_a_resize_must_not_change_the_selection(self):
        events = b'{"type":"selection","line":2,"screen":"goal","from":0,"to":2}\n'
        run = outcome(data=b"# screen: goal\nresize 1x1\n", broken=False, events="FILE",
                      events_text=events)
        self.assertIn("resize-moved-selection", kinds(run))

    def test_pgdn_must_not_scroll_back(self):
        events = (b'{"type":"scroll","line":1,"screen":"showcase","offset":22}\n'
                  b'{"type":"scroll","line":2,"screen":"showcase","offset":19}\n')
        run = outcome(data=b"j\npgdn\n", broken=False, events="FILE", events_text=events)
        self.assertIn("paging-backwards", kinds(run))
        forward = events.replace(b":19}", b":25}")
        run = outcome(data=b"j\npgdn\n", broken=False, events="FILE", events_text=forward)
        self.assertNotIn("paging-backwards", kinds(run))


class CasesAreReproducible(unittest.TestCase):
    def test_the_same_seed_and_number_make_the_same_case(self):
        seeds = [b"down\n", b"# screen: list\nj*3\n"]
        for index in range(50):
            first, second = cases.make(7, index, seeds), cases.make(7, index, seeds)
            self.assertEqual((first.data, first.args, first.events, first.output),
                             (second.data, second.args, second.events, second.output))

    def test_mutated_files_stay_within_64_KB(self):
        rng = random.Random(1)
        for _ in range(200):
            self.assertLessEqual(len(mutate.mutate(rng, b"down\n" * 2000)), mutate.MAX_BYTES)


class CpuBudget(unittest.TestCase):
    def test_a_short_script_gets_the_base_limit_and_a_little(self):
        limit = budget.cpu_limit(10, b"# screen: list\nj k\n", [])
        self.assertGreaterEqual(limit, 10)
        self.assertLess(limit, 10.1)

    def test_a_press_gets_its_own_part_even_on_a_one_cell_screen(self):
        # `a` adds a row and `n` starts an answer whatever the screen's size (measured:
        # 1.19 ms a press at 20x10, 6 us per cell).
        limit = budget.cpu_limit(10, b"# size: 1x1\na*1000\n", [])
        self.assertGreaterEqual(limit - 10, 1000 * budget.SECONDS_PER_PRESS)

    def test_the_allowance_grows_with_presses_and_the_largest_screen(self):
        data = b"# size: 20x10\nenter*1000\nresize 200x100\ntype \"abc\"\n"
        # enter*1000, the two words of the resize, the five characters after `type `.
        self.assertEqual(budget.presses(data), 1000 + 2 + 5)
        self.assertEqual(budget.largest_screen(data, ["--size", "30x30"]), 20000)
        small = budget.cpu_limit(10, b"enter*1000\n", [])
        large = budget.cpu_limit(10, b"enter*1000\n", ["--size", "199x126"])
        self.assertGreater(large, small)


class ProcessLimits(unittest.TestCase):
    def test_a_spinning_run_is_stopped_at_the_CPU_limit(self):
        spin = [sys.executable, "-c", "while True: pass"]
        result = process.run(spin, cpu_limit=1)
        self.assertTrue(result.timed_out)
        # Stopped by whichever limit came first: the CPU limit (SIGXCPU, after about its
        # second of CPU) or, on a machine too loaded to give it that second in time, the
        # wall-clock backstop. No assertion on wall time alone: the load decides it.
        if result.status == -signal.SIGXCPU:
            self.assertGreaterEqual(result.cpu_seconds, 0.9)
        else:
            self.assertEqual(result.status, -signal.SIGKILL)
            self.assertGreaterEqual(result.wall_seconds, process.WALL_FACTOR)

    def test_a_sleeping_run_is_stopped_once_past_the_backstop_and_stalled(self):
        saved = process.WALL_FACTOR, process.STALL_SECONDS
        process.WALL_FACTOR, process.STALL_SECONDS = 1, 1
        try:
            result = process.run(["sleep", "100"], cpu_limit=1)
        finally:
            process.WALL_FACTOR, process.STALL_SECONDS = saved
        self.assertEqual(result.status, -signal.SIGKILL)
        self.assertTrue(result.timed_out)
        self.assertLess(result.wall_seconds, 100)

    def test_a_run_still_gaining_CPU_goes_on_past_the_backstop(self):
        # About 1.5 s of CPU under a 3 s limit, with the backstop at 0.3 s of wall time: the
        # run keeps gaining CPU, so the backstop lets it finish however loaded the machine is
        # (the default stall of 30 s: a loaded machine still gives it CPU within that).
        saved = process.WALL_FACTOR
        process.WALL_FACTOR = 0.1
        spin = [sys.executable, "-c",
                "import time\nwhile time.process_time() < 1.5: pass"]
        try:
            result = process.run(spin, cpu_limit=3)
        finally:
            process.WALL_FACTOR = saved
        self.assertEqual(result.status, 0)
        self.assertFalse(result.timed_out)

    def test_closed_standard_output_is_closed(self):
        result = process.run(["sh", "-c", "echo x"], cpu_limit=5, stdout="closed")
        self.assertNotEqual(result.status, 0)


if __name__ == "__main__":
    unittest.main()
