import AlmanacPrimitives
import Dispatch
import Testing

@Suite("LockedValue")
struct LockedValueTests {
  @Test("increments from many threads are all kept")
  func concurrentIncrements() {
    // Unlocked, read-modify-write races lose increments; under the lock none is lost.
    let counter = LockedValue(0)
    let threads = 8
    let rounds = 20_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<rounds {
        counter.withLock { value in
          let read = value
          value = read + 1
        }
      }
    }
    #expect(counter.withLock { $0 } == threads * rounds)
  }

  @Test("copies of a holder share the value")
  func sharedByCopies() {
    struct Holder { let cache = LockedValue<[String: Int]>([:]) }
    let first = Holder()
    let second = first
    first.cache.withLock { $0["a"] = 1 }
    #expect(second.cache.withLock { $0["a"] } == 1)
  }

  @Test("a throwing body releases the lock")
  func throwingBodyUnlocks() {
    struct Refused: Error {}
    let box = LockedValue(1)
    #expect(throws: Refused.self) {
      try box.withLock { (value: inout Int) throws(Refused) in
        value = 2
        throw Refused()
      }
    }
    // Taking the lock again would deadlock if the throw had left it held.
    #expect(box.withLock { $0 } == 2)
  }
}
