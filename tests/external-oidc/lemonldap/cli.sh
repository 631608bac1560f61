#!/bin/bash
# LemonLDAP::NG's CLI on the instance in $LLNG_RUN, e.g. live reconfiguration (picked up within ~1 s):
#   LLNG_RUN=/tmp/llng ./cli.sh addKey oidcRPMetaDataOptions/winhub oidcRPMetaDataOptionsAccessTokenJWT 0
set -euo pipefail
RUN=${LLNG_RUN:-/tmp/llng-run}
export LLNG_DEFAULTCONFFILE=$RUN/lemonldap-ng.ini
exec /usr/share/lemonldap-ng/bin/lemonldap-ng-cli -yes 1 -safe 1 -iniFile "$RUN/lemonldap-ng.ini" "$@"
