#define _GNU_SOURCE
#include "stack_system.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/eventfd.h>
#include <sys/syscall.h>
#endif

#if defined(__linux__)
/* libdispatch's hooks for a run loop on the main thread (exported, used by Foundation). */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
#endif

int stacktui_is_main_thread(void) {
#if defined(__linux__)
  return syscall(SYS_gettid) == getpid();
#else
  return 0;
#endif
}

int stacktui_main_queue_descriptor(void) {
#if defined(__linux__)
  return _dispatch_get_main_queue_handle_4CF();
#else
  return -1;
#endif
}

void stacktui_drain_main_queue(void) {
#if defined(__linux__)
  uint64_t count;
  ssize_t ignored = read(_dispatch_get_main_queue_handle_4CF(), &count, sizeof count);
  (void)ignored;
  _dispatch_main_queue_callback_4CF(0);
#endif
}

int stacktui_wake_descriptor(int *write_end) {
#if defined(__linux__)
  *write_end = -1;
  return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
#else
  int ends[2];
  if (pipe(ends) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
    fcntl(ends[i], F_SETFD, FD_CLOEXEC);
  }
  *write_end = ends[1];
  return ends[0];
#endif
}

int stacktui_process_descriptor(int pid) {
#if defined(__linux__) && defined(SYS_pidfd_open)
  return (int)syscall(SYS_pidfd_open, pid, 0);
#else
  (void)pid;
  errno = ENOSYS;
  return -1;
#endif
}

short stacktui_spawn_new_session_flag(void) {
#if defined(POSIX_SPAWN_SETSID)
  return POSIX_SPAWN_SETSID;
#else
  return 0;
#endif
}

int stacktui_spawn_close_from(void *actions, int lowest) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest)
             == 0 ? 0 : -1;
#else
  (void)actions;
  (void)lowest;
  return -1;
#endif
}

/* ---- Children's process groups ended with the program ---- */

#define CHILD_GROUP_SLOTS 256
static _Atomic int child_groups[CHILD_GROUP_SLOTS];
static atomic_flag exit_hook_installed = ATOMIC_FLAG_INIT;
void stacktui_child_groups_end_at_exit(void) { stacktui_child_groups_end(500); }

/* True while some process of `group` exists. */
static int group_exists(int group) { return kill(-group, 0) == 0 || errno == EPERM; }

int stacktui_child_group_register(int group) {
  if (group <= 0) return -1;
  if (!atomic_flag_test_and_set(&exit_hook_installed)) atexit(stacktui_child_groups_end_at_exit);
  for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
    if (atomic_load(&child_groups[i]) == group) return 0;
  }
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
      int current = atomic_load(&child_groups[i]);
      /* Second pass: a slot whose group is gone is free again. */
      if (current != 0 && (pass == 0 || group_exists(current))) continue;
      if (atomic_compare_exchange_strong(&child_groups[i], &current, group)) return 0;
    }
  }
  return -1;
}

void stacktui_child_group_unregister(int group) {
  for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
    int expected = group;
    atomic_compare_exchange_strong(&child_groups[i], &expected, 0);
  }
}

/* True when process `pid` has exited (a zombie counts), without reaping it. */
static int has_exited(int pid) {
  siginfo_t info;
  info.si_pid = 0;
  if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return 1; /* ECHILD */
  return info.si_pid == pid;
}

void stacktui_child_groups_end(int grace_milliseconds) {
  int saved_errno = errno;
  int any = 0;
  for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
    int group = atomic_load(&child_groups[i]);
    if (group <= 0) continue;
    any = 1;
    kill(-group, SIGTERM);
    kill(-group, SIGCONT);
  }
  if (any) {
    struct timespec step = {0, 10 * 1000 * 1000};
    for (int waited = 0; waited < grace_milliseconds; waited += 10) {
      int running = 0;
      for (int i = 0; i < CHILD_GROUP_SLOTS && !running; i++) {
        int group = atomic_load(&child_groups[i]);
        if (group > 0 && !has_exited(group)) running = 1;
      }
      if (!running) break;
      nanosleep(&step, 0);
    }
    for (int i = 0; i < CHILD_GROUP_SLOTS; i++) {
      int group = atomic_exchange(&child_groups[i], 0);
      if (group > 0) kill(-group, SIGKILL);
    }
  }
  errno = saved_errno;
}

int stacktui_open_pseudo_terminal(int *terminal) {
  *terminal = -1;
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0) return -1;
  char *name = 0;
  if (grantpt(master) != 0 || unlockpt(master) != 0 || (name = ptsname(master)) == 0) {
    close(master);
    return -1;
  }
  *terminal = open(name, O_RDWR | O_NOCTTY);
  if (*terminal < 0) {
    close(master);
    return -1;
  }
  return master;
}

static _Atomic long signal_cells[STACKTUI_SIGNAL_CELLS];

long stacktui_signal_cell_load(int cell) {
  if (cell < 0 || cell >= STACKTUI_SIGNAL_CELLS) return 0;
  return atomic_load(&signal_cells[cell]);
}

void stacktui_signal_cell_store(int cell, long value) {
  if (cell < 0 || cell >= STACKTUI_SIGNAL_CELLS) return;
  atomic_store(&signal_cells[cell], value);
}

long stacktui_signal_cell_exchange(int cell, long value) {
  if (cell < 0 || cell >= STACKTUI_SIGNAL_CELLS) return 0;
  return atomic_exchange(&signal_cells[cell], value);
}
