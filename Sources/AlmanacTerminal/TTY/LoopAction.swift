/// What an event handler tells the ``TerminalSession`` loop to do next.
public enum LoopAction<Value> {
  /// Keep running (the frame is rendered again and only changes are drawn).
  case `continue`
  /// Stop and return a value (the user confirmed).
  case confirm(Value)
  /// Stop with nothing (the user cancelled).
  case cancel
}

extension LoopAction: Sendable where Value: Sendable {}
extension LoopAction: Equatable where Value: Equatable {}

/// How a ``TerminalSession`` run ended.
public enum LoopResult<Value> {
  /// The handler confirmed with a value.
  case confirmed(Value)
  /// The handler cancelled.
  case cancelled

  /// The confirmed value, or nil when cancelled.
  public var value: Value? {
    if case .confirmed(let value) = self { return value }
    return nil
  }
}

extension LoopResult: Sendable where Value: Sendable {}
extension LoopResult: Equatable where Value: Equatable {}
