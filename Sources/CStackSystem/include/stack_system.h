/*
 * stack_system.h - the few operating-system calls Swift cannot reach directly, for
 * StackTerminal's run loop (AppLoop): the main dispatch queue's wake-up handle, whether the
 * caller is the process's main thread, an eventfd, and a process descriptor for a child.
 *
 * The main queue: libdispatch lets a run loop that owns the main thread drain the main queue
 * itself (what Foundation's RunLoop does on Linux): a descriptor that becomes readable when
 * work is queued, and a call that runs the queued work. Swift's main actor runs its jobs on
 * that queue, so a loop that waits on the descriptor runs the app's main-actor tasks while it
 * waits for input. Only valid while the main queue is bound to the main thread (before
 * dispatch_main()); stacktui_is_main_thread() tells.
 */
#ifndef STACKTUI_SYSTEM_H
#define STACKTUI_SYSTEM_H

#include <stdint.h>

/* 1 on the process's main thread, 0 elsewhere. */
int stacktui_is_main_thread(void);

/* The main queue's wake-up descriptor (readable when work is queued), or -1 where the
   platform has none. Call on the main thread only. */
int stacktui_main_queue_descriptor(void);

/* Clears the descriptor's readiness and runs the work queued on the main queue. Call on the
   main thread only, after stacktui_main_queue_descriptor() returned a descriptor. */
void stacktui_drain_main_queue(void);

/* A non-blocking, close-on-exec eventfd (Linux) or the read end of a non-blocking pipe whose
   write end is stored in *write_end (elsewhere; -1 on Linux). -1 on failure. */
int stacktui_wake_descriptor(int *write_end);

/* A descriptor that becomes readable when process `pid` exits (pidfd_open), or -1 where the
   kernel has none (before Linux 5.3, or not Linux). */
int stacktui_process_descriptor(int pid);

/* The posix_spawn flag that starts the child in a session of its own (POSIX_SPAWN_SETSID:
   no controlling terminal, its own process group), or 0 where the C library has none. */
short stacktui_spawn_new_session_flag(void);

/* Adds "close every descriptor from `lowest` on" to spawn file actions (glibc 2.34's
   posix_spawn_file_actions_addclosefrom_np); returns 0 when added, -1 where unsupported.
   `actions` is a posix_spawn_file_actions_t *. */
int stacktui_spawn_close_from(void *actions, int lowest);

/* The process groups of the children to end when the program ends (see ChildProcess): a
   fixed table read by signal handlers, so every function below is async-signal-safe.
   Registering a group already there does nothing; returns 0, or -1 when the table is full
   (after reusing the slots of groups that no longer exist). */
int stacktui_child_group_register(int group);
/* Forgets `group` (a detached child, or one ended and reaped whose group is empty). */
void stacktui_child_group_unregister(int group);
/* Ends every registered group: SIGTERM and SIGCONT (a stopped child gets the SIGTERM), then
   waits up to `grace_milliseconds` for the groups' leaders to exit (without reaping them),
   then SIGKILL to every group (what is left of it: grandchildren that ignored SIGTERM), and
   forgets them. Safe in a signal handler and at exit (it is also registered with atexit). */
void stacktui_child_groups_end(int grace_milliseconds);
/* stacktui_child_groups_end with the grace period used at exit and by the signal handlers:
   500 ms, ChildProcess.gracePeriod. */
void stacktui_child_groups_end_at_exit(void);

/* Lock-free integer cells for what signal handlers read (TerminalRestoration: the terminal to
   restore, the lengths of the published byte sequences, the "continued" flag), numbered
   0 ..< STACKTUI_SIGNAL_CELLS, all 0 at start. Sequentially consistent, so a store made after
   writing bytes publishes them to a handler that loads the cell before reading them. Here
   rather than Swift's Synchronization module, whose import costs every clean debug build
   seconds of CPU (decision 0662). A cell number outside the range is ignored (loads 0). */
#define STACKTUI_SIGNAL_CELLS 8
long stacktui_signal_cell_load(int cell);
void stacktui_signal_cell_store(int cell, long value);
/* Stores `value` and returns what the cell held. */
long stacktui_signal_cell_exchange(int cell, long value);

/* Opens a pseudo-terminal pair (for tests and tools): returns the controlling side and
   stores the terminal side in *terminal; -1 on failure. Neither becomes a controlling
   terminal (O_NOCTTY). */
int stacktui_open_pseudo_terminal(int *terminal);

#endif
