// An app that reads lines, follows files or runs children uses the loop and the terminal in
// the same files: importing StackLive brings StackTerminal (and everything it brings).
@_exported public import StackTerminal
