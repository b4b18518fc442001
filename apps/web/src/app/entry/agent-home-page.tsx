// The agent home (/agent-home): the landing feature's page, whose Current Member is the rep's
// members behind staff sign-in.
import { RepMembersLink } from '../../features/auth/components/rep-members-link';
import AgentHome from '../../features/landing/pages/agent-home-page';

export default function AgentHomePage() {
  return <AgentHome currentMember={<RepMembersLink />} />;
}
