import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { catalogueTexts as texts } from '@/features/catalogue/texts';

/** '← Retour à l'accueil', to /home. */
export function BackHomeLink() {
  return (
    <Link to={paths.home.getHref()} className="text-sm text-neutral-400 hover:text-white">
      {texts.backHome}
    </Link>
  );
}
