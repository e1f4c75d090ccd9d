import CStackSystem
internal import StackPlatform
import StackTerminal

extension ChildProcess {
  /// Leaves the child running when the app ends (and when this object goes away): it is no
  /// longer signalled at exit. Its output pipes are still closed with this object.
  public func detach() {
    isDetached = true
    stacktui_child_group_unregister(pid)
  }

  /// Ends the child now, waiting at most `gracePeriod`: SIGTERM (and SIGCONT) to its process
  /// group, then — still running after the grace period — SIGKILL; then SIGKILL to whatever
  /// is left of its group (a grandchild that ignored SIGTERM). Reaps it. Does nothing for a
  /// detached child; the loop calls it for the children it watches when it ends.
  public func end(gracePeriod: Duration = ChildProcess.gracePeriod) {
    guard !isDetached else { return }
    if termination == nil {
      terminate()
      let steps = max(0, Int(gracePeriod / .milliseconds(10)))
      var step = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      for _ in 0..<steps where reap() == nil { _ = nanosleep(&step, nil) }
    }
    signalProcessGroup(pid, SIGKILL)
    if termination == nil { _ = reap(blocking: true) }
    stacktui_child_group_unregister(pid)
  }

  /// Looks whether the child stopped, continued or ended since the last look (without
  /// waiting); true when ``stopSignal`` or ``termination`` changed.
  func checkState() -> Bool {
    guard termination == nil else { return false }
    var status: Int32 = 0
    var result: pid_t
    repeat {
      result = waitpid(pid, &status, WNOHANG | WUNTRACED | WCONTINUED)
    } while result < 0 && errno == EINTR
    guard result == pid else { return false }
    if status & 0xFF == 0x7F {  // WIFSTOPPED
      stopSignal = (status >> 8) & 0xFF
    } else if status == 0xFFFF {  // WIFCONTINUED
      stopSignal = nil
    } else {
      _ = record(status)
    }
    return true
  }
}
