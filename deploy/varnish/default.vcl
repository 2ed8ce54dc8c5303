vcl 4.1;
# The edge in front of the storefront's instances (ADR 0026). Varnish 7.1 with the xkey module
# (Debian: varnish, varnish-modules). Pages render the same for every shopper, members too (the
# browser fills in what is personal from its own calls), so a page is one copy for everyone:
# cookies are left out of page requests and a response that sets one is never kept. The store's
# API, server functions and everything personal pass untouched. Pages are kept as the app says
# (s-maxage 60, stale-while-revalidate 300, stale-if-error 3600) and purged by surrogate key.
#
# Backends: tests/e2e/edge.spec.ts writes the backend list for its instances and includes this
# file after it (`include "backends.vcl";` below is that list); a deployment writes its own.

import std;
import directors;
import xkey;

include "backends.vcl";

# Who may purge: the instances (loopback here, the private network in a deployment).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  set req.backend_hint = storefront.backend();

  # Purge by surrogate key: PURGE with the keys in `xkey-purge` (the storefront's
  # EDGE_PURGE_URL). `all` is on every page.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the keys in xkey-purge"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }

  # The shopper's own address for the app's logs and rate limits (TRUST_PROXY=1 behind this).
  if (req.restarts == 0) {
    set req.http.X-Forwarded-For = client.ip;
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Personal or not a page: the store's API (sessions, carts, sign-in), server functions, the
  # app's JSON calls, health, test routes. They pass with their cookies.
  if (req.url ~ "^/(rest/auth/|graphql|_serverFn/|api/|healthz|test-only/|flows/export/)") {
    return (pass);
  }
  # Editors' previews are never shared.
  if (req.url ~ "[?&](builder\.preview|__builder_editing__|builder\.frameEditing)") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # A page is the same for everyone: cookies do not reach it, so no copy per shopper.
  unset req.http.Cookie;
  # Campaign parameters never change a page (the app's own page key leaves them out too).
  set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid|_ga)=[^&]*&?", "");
  set req.url = regsub(req.url, "[?&]$", "");

  # Past stale-while-revalidate a kept page is served only while no instance is healthy
  # (stale-if-error): otherwise the shopper waits for a fresh render.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 300s;
  }
  return (hash);
}

sub vcl_backend_response {
  # Keys for purging: the app names what the page is made of in Surrogate-Key.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  # Never shared: a response that sets a cookie, or that the app marks private or no-store.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)" ||
      beresp.http.Cache-Control !~ "public") {
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  # A page the app rendered just now (its page cache's MISS) streamed before its render had
  # read everything, so its keys may be incomplete: not kept here. The next request gets the
  # app's kept copy, which names every key, and that one is kept.
  if (beresp.http.X-Cache == "MISS") {
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    return (deliver);
  }
  # s-maxage sets the TTL (Varnish reads it); stale-while-revalidate and stale-if-error
  # together are the grace (req.grace above holds it to 300 s while an instance is healthy).
  set beresp.grace = 3600s;
  return (deliver);
}

sub vcl_deliver {
  # Whether this answer came from the edge: for the tests and for operators.
  if (obj.hits > 0) {
    set resp.http.X-Edge = "HIT";
  } else {
    set resp.http.X-Edge = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
