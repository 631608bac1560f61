import { linkToken, mailTo } from '../../helpers/mailbox.ts';
import { bearer, signUpUser, uniqueEmail } from '../../helpers/testApp.ts';
import type { Caller } from '../checkedCalls.ts';

/** Teams: members, invitations and their links, the activity, the security rule, the switch. */
export async function teamsCalls({ t, call }: Caller) {
  const admin = await signUpUser(t, { fullName: 'Team Admin' });
  const as = bearer(admin.token);
  const orgs = await call(t.http().get('/api/organizations').set(as));
  const organizationId: string = orgs.body.activeOrganizationId;
  const at = (rest: string) => `/api/organizations/${organizationId}${rest}`;
  await call(t.http().post('/api/organizations/active').set(as).send({ organizationId }));
  const email = uniqueEmail('invited');
  await call(
    t
      .http()
      .post(at('/invitations'))
      .set(as)
      .send({ emails: [email, 'nope'], role: 'member' }),
  );
  const pending = await call(t.http().get(at('/invitations')).set(as));
  const invitationId: string = pending.body.invitations[0].id;
  await call(
    t
      .http()
      .post(at(`/invitations/${invitationId}/resend`))
      .set(as),
  );
  const [mail] = await mailTo(t, email, 2);
  const token = linkToken(mail as NonNullable<typeof mail>, '/invitation');
  await call(t.http().post('/api/invitations/lookup').send({ token }));
  await call(t.http().post('/api/invitations/accept').set(as).send({ token }));
  const mails = await mailTo(t, email, 2);
  const fresh = linkToken(mails[1] as NonNullable<(typeof mails)[1]>, '/invitation');
  const joined = await call(
    t
      .http()
      .post('/api/invitations/sign-up')
      .send({ token: fresh, fullName: 'New Member', password: 'secret-123' }),
  );
  await call(
    t.http().post('/api/invitations/sign-up').send({ token: fresh, fullName: 'New Member', password: 'x' }),
  );
  const members = await call(t.http().get(at('/members?search=new')).set(as));
  const memberId: string = members.body.members[0].id;
  await call(
    t
      .http()
      .patch(at(`/members/${memberId}`))
      .set(as)
      .send({ canPostAsCompany: true }),
  );
  await call(
    t
      .http()
      .patch(at(`/members/${memberId}`))
      .set(bearer(joined.body.token))
      .send({ role: 'admin' }),
  );
  await call(
    t
      .http()
      .delete(at(`/members/${memberId}`))
      .set(as),
  );
  await call(
    t
      .http()
      .delete(at(`/invitations/${invitationId}`))
      .set(as),
  );
  await call(t.http().get(at('/activity?kind=invitation_sent')).set(as));
  await call(t.http().get(at('/activity.csv')).set(as));
  await call(t.http().get(at('/security')).set(as));
  await call(t.http().patch(at('/security')).set(as).send({ requireSecondFactor: false }));
}
