#define _GNU_SOURCE
#include "stack_system.h"

#include <errno.h>
#include <fcntl.h>
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
