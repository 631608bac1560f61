#!/bin/bash
# (Re)create an isolated LemonLDAP::NG OIDC provider instance in $LLNG_RUN.
# Prereq (once, as root; WITH recommends - the portal does not start without them; .ci/run does it):
#   apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y lemonldap-ng lemonldap-ng-fastcgi-server nginx
# env: LLNG_RUN (/tmp/llng-run) LLNG_KEYS_DIR ($LLNG_RUN.keys) LLNG_HOST (127.0.0.1) LLNG_PORT (19080) OIDC_CLIENT_ID (winhub)
#      OIDC_CLIENT_SECRET (winhubsecret: keep it [A-Za-z0-9], see README) APP_ORIGIN (http://localhost:3000) LLNG_KEYS (pinned|fresh)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
RUN=${LLNG_RUN:-/tmp/llng-run}
HOST=${LLNG_HOST:-127.0.0.1}
PORT=${LLNG_PORT:-19080}
ISSUER=${LLNG_ISSUER:-http://$HOST:$PORT}
CLIENT_ID=${OIDC_CLIENT_ID:-winhub}
CLIENT_SECRET=${OIDC_CLIENT_SECRET:-winhubsecret}
APP=${APP_ORIGIN:-http://localhost:3000}
KEYS=${LLNG_KEYS_DIR:-$RUN.keys}   # pinned signing key pair, kept outside $RUN so resets keep the kid

[ -e "$RUN/llng-fastcgi.pid" ] && { echo "stop the running instance first ($HERE/stop.sh)"; exit 1; }
rm -rf "$RUN"
mkdir -p "$RUN"/{conf,cache,sessions/lock,psessions/lock,notifications,captcha,nginx-tmp}
render() { sed -e "s#@RUN@#$RUN#g" -e "s#@HOST@#$HOST#g" -e "s#@PORT@#$PORT#g" "$1" > "$2"; }
render "$HERE/lemonldap-ng.ini.in" "$RUN/lemonldap-ng.ini"
render "$HERE/nginx.conf.in"       "$RUN/nginx.conf"
# start from the packaged default configuration (Demo auth backend), with storage paths moved into $RUN
sed -e "s#/var/lib/lemonldap-ng/#$RUN/#g" /var/lib/lemonldap-ng/conf/lmConf-1.json > "$RUN/conf/lmConf-1.json"
chown -R www-data:www-data "$RUN"

export LLNG_DEFAULTCONFFILE=$RUN/lemonldap-ng.ini
CLI="/usr/share/lemonldap-ng/bin/lemonldap-ng-cli -yes 1 -safe 1 -iniFile $RUN/lemonldap-ng.ini"

# 0. the packaged default config pushes reloads to http://reload.example.com (port 80): not needed, checkTime=1 reloads
$CLI delKey reloadUrls localhost

# 1. portal URL, plain-HTTP cookies, OIDC issuer service. The manager's validator rejects an IP as "domain",
#    so "localhost" is stored here and the real cookie domain comes from "domain = @HOST@" in lemonldap-ng.ini [portal].
#    portalForceAuthnInterval 1: prompt=login re-asks the password if the last login is >1 s old (default 5 s).
#    skipRenewConfirmation 1: the "renew your session" page of prompt=login auto-submits (JS, browsers only).
$CLI -log "portal+oidc" set \
  portal "http://$HOST:$PORT/" \
  domain localhost \
  securedCookie 0 \
  httpOnly 1 \
  sameSite Lax \
  issuerDBOpenIDConnectActivation 1 \
  oidcServiceMetaDataIssuer "$ISSUER" \
  oidcServiceAllowAuthorizationCodeFlow 1 \
  oidcServiceAllowImplicitFlow 0 \
  oidcServiceAllowHybridFlow 0 \
  portalForceAuthnInterval 1 \
  skipRenewConfirmation 1

# 2. RSA signing key pair + kid. LLNG_KEYS=pinned (default) keeps one key pair in $KEYS so the kid/JWKS stay
#    the same across resets (an RP that caches the JWKS keeps working); LLNG_KEYS=fresh uses the packaged rotateOidcKeys.
if [ "${LLNG_KEYS:-pinned}" = pinned ]; then
  if [ ! -f "$KEYS/oidc-private.pem" ]; then
    mkdir -p "$KEYS"
    openssl genrsa -traditional -out "$KEYS/oidc-private.pem" 2048 2>/dev/null
    openssl rsa -in "$KEYS/oidc-private.pem" -pubout -out "$KEYS/oidc-public.pem" 2>/dev/null
    echo "llng-test-key-1" > "$KEYS/kid"
  fi
  $CLI -log "oidc keys" set \
    oidcServicePrivateKeySig "$(cat "$KEYS/oidc-private.pem")" \
    oidcServicePublicKeySig  "$(cat "$KEYS/oidc-public.pem")" \
    oidcServiceKeyIdSig      "$(cat "$KEYS/kid")"
else
  runuser -u www-data -- env LLNG_DEFAULTCONFFILE="$LLNG_DEFAULTCONFFILE" /usr/share/lemonldap-ng/bin/rotateOidcKeys
fi

# 3. the relying party "winhub"
RP=oidcRPMetaDataOptions/$CLIENT_ID
$CLI -log "rp $CLIENT_ID" addKey \
  $RP oidcRPMetaDataOptionsClientID "$CLIENT_ID" \
  $RP oidcRPMetaDataOptionsClientSecret "$CLIENT_SECRET" \
  $RP oidcRPMetaDataOptionsDisplayName "WinHub (test)" \
  $RP oidcRPMetaDataOptionsPublic 0 \
  $RP oidcRPMetaDataOptionsRedirectUris "$APP/auth-callback" \
  $RP oidcRPMetaDataOptionsPostLogoutRedirectUris "$APP/" \
  $RP oidcRPMetaDataOptionsRequirePKCE 1 \
  $RP oidcRPMetaDataOptionsBypassConsent 1 \
  $RP oidcRPMetaDataOptionsLogoutBypassConfirm 1 \
  $RP oidcRPMetaDataOptionsLogoutType front \
  $RP oidcRPMetaDataOptionsLogoutUrl "$APP/api/auth/frontchannel-logout" \
  $RP oidcRPMetaDataOptionsLogoutSessionRequired 1 \
  $RP oidcRPMetaDataOptionsIDTokenSignAlg RS256 \
  $RP oidcRPMetaDataOptionsAccessTokenJWT 1 \
  $RP oidcRPMetaDataOptionsAccessTokenSignAlg RS256 \
  $RP oidcRPMetaDataOptionsAccessTokenClaims 1 \
  $RP oidcRPMetaDataOptionsIDTokenForceClaims 1 \
  $RP oidcRPMetaDataOptionsAdditionalAudiences "$APP/api" \
  $RP oidcRPMetaDataOptionsRefreshToken 0 \
  oidcRPMetaDataExportedVars/$CLIENT_ID email mail \
  oidcRPMetaDataExportedVars/$CLIENT_ID name cn \
  oidcRPMetaDataExportedVars/$CLIENT_ID preferred_username uid

$CLI info 2>/dev/null | head -5 || true
echo "setup done: $RUN (issuer $ISSUER)"
