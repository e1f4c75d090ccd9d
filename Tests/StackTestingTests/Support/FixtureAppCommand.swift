import StackTesting

/// The shell command that runs the built `StackTestingFixtureApp` with `arguments` (already
/// quoted for the shell) in place of the shell: `exec '/path/to/app' ARGUMENTS`.
func fixtureAppCommand(_ arguments: String) throws -> String {
  let executable = try BuiltExecutable.path(named: "StackTestingFixtureApp")
  return "exec \(TmuxSession.shellQuoted(executable)) \(arguments)"
}
