import Testing

@testable import AlmanacCalDAV

@Suite struct DigestsTests {
  @Test(arguments: [
    ("", "d41d8cd98f00b204e9800998ecf8427e"),
    ("abc", "900150983cd24fb0d6963f7d28e17f72"),
    ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
    (
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a"
    ),
  ])
  func md5MatchesRFC1321(input: String, expected: String) {
    #expect(Digests.hex(Digests.md5(Array(input.utf8))) == expected)
  }

  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesFIPS180(input: String, expected: String) {
    #expect(Digests.hex(Digests.sha256(Array(input.utf8))) == expected)
  }
}

/// RFC 7616 §3.9.1: the worked example, for MD5 and SHA-256.
@Suite struct DigestChallengeTests {
  static let header =
    "Digest realm=\"http-auth@example.org\", qop=\"auth, auth-int\", algorithm=ALGO, "
    + "nonce=\"7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v\", "
    + "opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\""

  @Test(arguments: [
    ("MD5", "8ca523f5e9506fed4657c9700eebdbec"),
    ("SHA-256", "753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1"),
  ])
  func rfc7616Example(algorithm: String, response: String) throws {
    let challenge = try #require(
      DigestChallenge(header: Self.header.replacingOccurrences(of: "ALGO", with: algorithm)))
    #expect(challenge.realm == "http-auth@example.org")
    #expect(challenge.offersAuthQOP)
    let answer = challenge.authorization(
      credentials: Credentials(user: "Mufasa", password: "Circle of Life"), method: "GET",
      uri: "/dir/index.html", count: 1,
      clientNonce: "f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ")
    #expect(answer.contains("response=\"\(response)\""), "\(answer)")
    #expect(answer.contains("nc=00000001"))
    #expect(answer.contains("opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\""))
  }

  @Test func digestAfterBasicInOneHeader() throws {
    let challenge = try #require(
      DigestChallenge(header: "Basic realm=\"a\", Digest realm=\"b\", nonce=\"n\", stale=TRUE"))
    #expect(challenge.realm == "b")
    #expect(challenge.isStale)
    #expect(!challenge.offersAuthQOP)
  }

  @Test(arguments: [
    "Basic realm=\"x\"", "Digest realm=\"x\"", "Digest nonce=\"n\"",
    "Digest realm=\"x\", nonce=\"n\", algorithm=SHA-512-256", "",
  ])
  func unusableChallenges(header: String) {
    #expect(DigestChallenge(header: header) == nil)
  }

  @Test func basicIsUTF8Base64() {
    #expect(
      Credentials(user: "Aladdin", password: "open sesame").basicAuthorization
        == "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
  }
}
